export { messageKey, ruleOf, type FormName, type Rule } from './messages.ts';
export { formResolver, withRules } from './resolver.ts';
export { focusFirstInvalid, shownError, showServerRules } from './form-errors.ts';
