export { useZodForm, type FieldProps } from './use-zod-form';
export { applyServerIssues, apiReason, formFailure } from './server-issues';
export { errorProps, errorMessages, messageOf, type ErrorProps } from './field-errors';
export { SubmitButton } from './submit-button';
export { FormDialog, FormActions } from './form-dialog';
export { FieldError, ErrorSummary } from './field-error';
export { commaList, leaveOutBlank, optionalText } from './parse';
export type { FormValues } from './form-values';
export { RowEditor, type RowInput } from './row-editor';
