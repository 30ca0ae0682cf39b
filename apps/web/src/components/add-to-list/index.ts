export { AddToListButton, type AddToListButtonProps } from './AddToListButton.tsx';
