/** An error answered in Mastodon's shape `{"error": "..."}` with its status code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const unauthorized = (message = 'The access token is invalid'): ApiError => new ApiError(401, message);
export const forbidden = (message = 'This action is outside the authorized scopes'): ApiError => new ApiError(403, message);
export const notFound = (message = 'Record not found'): ApiError => new ApiError(404, message);
export const unprocessable = (message: string, details?: Record<string, unknown>): ApiError =>
  new ApiError(422, `Validation failed: ${message}`, details);
