export { ApiError, isApiError, type ApiErrorKind, type RateLimit, type SerializedApiError } from './api-error';
export { HttpError } from './http-error';
export { NetworkError } from './network-error';
export { TimeoutError } from './timeout-error';
export { AbortedError } from './aborted-error';
export { ValidationError, formatIssuePath } from './validation-error';
