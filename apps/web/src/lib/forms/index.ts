export { fieldMessages, messageKey, ruleOf, type FormName, type Rule } from './messages.ts';
export { formResolver, lazyResolver, withRules } from './resolver.ts';
export { focusFirstInvalid, shownError, showServerRules } from './form-errors.ts';
