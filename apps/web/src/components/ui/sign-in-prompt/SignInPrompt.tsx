import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/routes.ts';
import { Link } from '../../../lib/router/index.ts';
import styles from './SignInPrompt.module.css';

export interface SignInPromptProps {
  /** The feature's picture (a lucide icon at 36 px), drawn in a round tile. */
  icon: ReactNode;
  title: string;
  text: string;
  /** The link's words ('se connecter'). */
  button: string;
}

/**
 * What a visitor sees on a screen that needs an account: what the screen holds and a way to sign in
 * (docs/accessibility.md; one component for every feature: wallet, purchases, account, lists).
 * The texts come from the feature, so each says what signing in gives there.
 */
export function SignInPrompt({ icon, title, text, button }: SignInPromptProps) {
  return (
    <div className={styles.prompt} data-testid="sign-in-prompt">
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <Link to={paths.login} className={styles.button} data-testid="sign-in-link">
        <LogIn className="flip-rtl" size={20} aria-hidden />
        {button}
      </Link>
    </div>
  );
}
