export { SignInPrompt, type SignInPromptProps } from './SignInPrompt.tsx';
