export { PushOptIn } from './PushOptIn.tsx';
