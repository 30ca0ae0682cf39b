import { describe, expect, it } from 'vitest';
import {
  initialLoginState,
  loginReducer,
  resumeClientState,
  resumesSignUp,
  socialLinkState,
  socialSignedInState,
  type LoginAction,
  type LoginState,
} from './login-flow.ts';

const run = (...actions: LoginAction[]): LoginState => actions.reduce(loginReducer, initialLoginState);

describe('login steps', () => {
  it('starts on the intro', () => {
    expect(initialLoginState.step).toBe('intro');
  });

  it('phone sign-in: phone → code → client → loading', () => {
    let s = run({ type: 'showPhone', purpose: 'login' });
    expect(s.step).toBe('phone');
    s = loginReducer(s, { type: 'codeSent', phone: '22123456', purpose: 'login', resendIn: 59, at: 1000 });
    expect(s).toMatchObject({ step: 'code', phone: '22123456', resendIn: 59, sentAt: 1000 });
    s = loginReducer(s, { type: 'signedIn' });
    expect(s.step).toBe('client');
    s = loginReducer(s, { type: 'profileSaved' });
    expect(s.step).toBe('loading');
  });

  it('Se connecter opens the classic form; Annuler resets every step, phone and password', () => {
    let s = run({ type: 'showClassic' }, { type: 'showPhone', purpose: 'reset', phone: '22123456' });
    expect(s).toMatchObject({ step: 'phone', purpose: 'reset', phone: '22123456' });
    s = loginReducer(s, { type: 'cancel' });
    expect(s).toEqual({ ...initialLoginState, resetCount: 1 });
  });

  it('register keeps its draft while the code is entered, and back returns to the form', () => {
    const draft = {
      NAME: 'Amel',
      LASTNAME: 'Ben Salah',
      GENDER: 'femme' as const,
      BIRTHDATE: '1990-01-02',
      EMAIL: 'a@b.tn',
      PHONE: '22123456',
      ADDRESS: 'Tunis',
      LANGUAGE: 'fr' as const,
      PASSWORD: 'secret1',
    };
    let s = run({ type: 'showRegister' }, { type: 'codeSent', phone: '22123456', purpose: 'register', resendIn: 59, at: 0, draft });
    expect(s.registerDraft).toEqual(draft);
    expect(loginReducer(s, { type: 'back' }).step).toBe('register');
    s = loginReducer(s, { type: 'signedIn' });
    expect(s).toMatchObject({ step: 'client', registerDraft: null });
  });

  it('forgotten password: code → new password with the reset token', () => {
    const s = run(
      { type: 'showClassic' },
      { type: 'showPhone', purpose: 'reset' },
      { type: 'codeSent', phone: '22123456', purpose: 'reset', resendIn: 59, at: 0 },
      { type: 'resetGranted', resetToken: 'tok' },
    );
    expect(s).toMatchObject({ step: 'newPassword', resetToken: 'tok' });
    expect(loginReducer(s, { type: 'back' }).step).toBe('classic');
  });

  it('back goes one step up', () => {
    expect(run({ type: 'showPhone', purpose: 'login' }, { type: 'back' }).step).toBe('intro');
    expect(run({ type: 'showClassic' }, { type: 'showPhone', purpose: 'reset' }, { type: 'back' }).step).toBe('classic');
    expect(
      run(
        { type: 'showPhone', purpose: 'login' },
        { type: 'codeSent', phone: '2', purpose: 'login', resendIn: 59, at: 0 },
        { type: 'back' },
      ).step,
    ).toBe('phone');
    expect(run({ type: 'showClassic' }, { type: 'back' }).step).toBe('intro');
  });

  it('asking again too soon for the same phone resumes the code step with the wait', () => {
    let s = run(
      { type: 'showPhone', purpose: 'login' },
      { type: 'codeSent', phone: '22123456', purpose: 'login', resendIn: 59, at: 0 },
      { type: 'back' },
    );
    expect(s.sentFor).toBe('login:22123456');
    s = loginReducer(s, { type: 'resumeCode', seconds: 40, at: 19_000 });
    expect(s).toMatchObject({ step: 'code', phone: '22123456', resendIn: 40, sentAt: 19_000 });
  });

  it('a rate limit restarts the resend wait', () => {
    const s = run({ type: 'codeSent', phone: '2', purpose: 'login', resendIn: 59, at: 0 }, { type: 'resendWait', seconds: 120, at: 5000 });
    expect(s).toMatchObject({ resendIn: 120, sentAt: 5000 });
  });
});

describe('an unfinished sign-up comes back (docs/accounts.md#unfinished-sign-up)', () => {
  it("opens on 'Nouveau client !' only when asked and the session is unfinished", () => {
    const asked = new URLSearchParams('resume=client');
    expect(resumesSignUp(asked, true)).toBe(true);
    expect(resumesSignUp(asked, false)).toBe(false);
    expect(resumesSignUp(new URLSearchParams(''), true)).toBe(false);
    expect(resumesSignUp(new URLSearchParams('resume=other'), true)).toBe(false);
    expect(resumeClientState.step).toBe('client');
  });

  it('saving the profile goes on to loading; signing out (cancel) back to the intro', () => {
    expect(loginReducer(resumeClientState, { type: 'profileSaved' }).step).toBe('loading');
    expect(loginReducer(resumeClientState, { type: 'cancel' }).step).toBe('intro');
  });
});

describe('social sign-in steps (docs/accounts-social.md#the-flow)', () => {
  const linking = socialLinkState({ provider: 'google', linkToken: 'token-of-the-link-0123456789' });

  it('a provider account to link opens on the phone, then its code keeps the link', () => {
    expect(linking).toMatchObject({ step: 'phone', purpose: 'login', social: { provider: 'google' } });
    const sent = loginReducer(linking, { type: 'codeSent', phone: '22123456', purpose: 'login', resendIn: 59, at: 0 });
    expect(sent).toMatchObject({ step: 'code', social: { provider: 'google' } });
  });

  it('going back to the intro, or another way in, drops the link', () => {
    expect(loginReducer(linking, { type: 'back' })).toMatchObject({ step: 'intro', social: null });
    expect(loginReducer(linking, { type: 'showPhone', purpose: 'login' }).social).toBeNull();
    expect(loginReducer(linking, { type: 'cancel' }).social).toBeFalsy();
  });

  it('a one-tap sign-in goes to loading, or to « Nouveau client ! » for a profile without a name', () => {
    expect(socialSignedInState(false).step).toBe('loading');
    expect(socialSignedInState(true).step).toBe('client');
  });
});
