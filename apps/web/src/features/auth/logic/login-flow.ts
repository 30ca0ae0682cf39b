/**
 * The login screen's steps, one at a time (docs/accounts.md#sign-in-screen), as a reducer:
 * intro → classic | phone → code → client → loading; register → code → client → loading;
 * forgotten password: phone → code → newPassword → /layout.
 */
export type LoginStep = 'intro' | 'classic' | 'phone' | 'code' | 'client' | 'register' | 'newPassword' | 'loading';
export type CodePurpose = 'login' | 'register' | 'reset';

/** The S'inscrire form, kept while its code is entered. */
export interface RegisterDraft {
  NAME: string;
  LASTNAME: string;
  GENDER: 'homme' | 'femme';
  BIRTHDATE: string;
  EMAIL: string;
  PHONE: string;
  ADDRESS: string;
  LANGUAGE: 'fr' | 'ar';
  PASSWORD: string;
  /** The terms version shown on the form and accepted there (undefined when none could be read). */
  TERMS_VERSION?: number | undefined;
}

/** A provider account checked by the server, waiting for its phone (docs/accounts-social.md#the-flow). */
export interface SocialLink {
  provider: 'google' | 'facebook';
  linkToken: string;
}

export interface LoginState {
  step: LoginStep;
  /** Set when the phone and code link a social sign-in (the code step then calls social-register). */
  social?: SocialLink | null;
  purpose: CodePurpose;
  /** The phone of the classic form and of the code being entered. */
  phone: string;
  /** Bumped on 'Annuler' so forms remount empty. */
  resetCount: number;
  /** When the code was sent: the countdown restarts on every send. */
  sentAt: number;
  /** Seconds before another code may be asked (59, or the server's retry_after). */
  resendIn: number;
  registerDraft: RegisterDraft | null;
  resetToken: string | null;
  /** 'purpose:phone' of the last code sent, so going back and asking again resumes it. */
  sentFor: string | null;
}

export type LoginAction =
  | { type: 'showClassic' }
  | { type: 'showPhone'; purpose: CodePurpose; phone?: string }
  | { type: 'showRegister' }
  | { type: 'codeSent'; phone: string; purpose: CodePurpose; resendIn: number; at: number; draft?: RegisterDraft }
  | { type: 'resendWait'; seconds: number; at: number }
  | { type: 'resumeCode'; seconds: number; at: number }
  | { type: 'signedIn' }
  | { type: 'resetGranted'; resetToken: string }
  | { type: 'profileSaved' }
  | { type: 'back' }
  | { type: 'cancel' };

export const initialLoginState: LoginState = {
  step: 'intro',
  purpose: 'login',
  phone: '',
  resetCount: 0,
  sentAt: 0,
  resendIn: 0,
  registerDraft: null,
  resetToken: null,
  sentFor: null,
};

/**
 * Back to 'Nouveau client !' for a session that left it half-way (/login?resume=client,
 * docs/accounts.md#unfinished-sign-up): the session is kept and the form prefilled from it.
 */
export const resumeClientState: LoginState = { ...initialLoginState, step: 'client' };

/** After a social sign-in whose provider account is not linked yet: the phone, then its code. */
export const socialLinkState = (social: SocialLink): LoginState => ({ ...initialLoginState, step: 'phone', purpose: 'login', social });

/** After a one-tap social sign-in: the loading screen, or 'Nouveau client !' for an unfinished profile. */
export const socialSignedInState = (unfinished: boolean): LoginState => ({ ...initialLoginState, step: unfinished ? 'client' : 'loading' });

/** Whether /login opens on the unfinished sign-up: asked by the query, and the session is indeed unfinished. */
export function resumesSignUp(query: URLSearchParams, unfinished: boolean): boolean {
  return unfinished && query.get('resume') === 'client';
}

export const sentKey = (purpose: CodePurpose, phone: string) => `${purpose}:${phone}`;

/** Where the back arrow of each step leads. */
function previousStep(state: LoginState): LoginStep {
  switch (state.step) {
    case 'code':
      return state.purpose === 'register' ? 'register' : 'phone';
    case 'phone':
      return state.purpose === 'reset' ? 'classic' : 'intro';
    case 'newPassword':
      return 'classic';
    case 'register':
      return 'classic';
    default:
      return 'intro';
  }
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    // A social link lasts while its phone and code are entered; any other way in drops it.
    case 'showClassic':
      return { ...state, step: 'classic', social: null };
    case 'showPhone':
      return { ...state, step: 'phone', purpose: action.purpose, phone: action.phone ?? state.phone, social: null };
    case 'showRegister':
      return { ...state, step: 'register', purpose: 'register', social: null };
    case 'codeSent':
      return {
        ...state,
        step: 'code',
        phone: action.phone,
        purpose: action.purpose,
        sentAt: action.at,
        resendIn: action.resendIn,
        registerDraft: action.draft ?? state.registerDraft,
        sentFor: sentKey(action.purpose, action.phone),
      };
    case 'resendWait':
      return { ...state, sentAt: action.at, resendIn: action.seconds };
    case 'resumeCode':
      // Asked again too soon for the same phone: the code already sent is still the one to enter.
      return { ...state, step: 'code', sentAt: action.at, resendIn: action.seconds };
    case 'signedIn':
      return { ...state, step: 'client', registerDraft: null };
    case 'resetGranted':
      return { ...state, step: 'newPassword', resetToken: action.resetToken };
    case 'profileSaved':
      return { ...state, step: 'loading' };
    case 'back': {
      const step = previousStep(state);
      return { ...state, step, social: step === 'intro' ? null : state.social };
    }
    case 'cancel':
      // 'Annuler' resets all steps, phone and password (docs/accounts.md#sign-in-screen).
      return { ...initialLoginState, resetCount: state.resetCount + 1 };
  }
}
