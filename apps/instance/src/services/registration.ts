import type { Instance } from '../context';
import { applicationById } from '../db/repositories/applications';
import { emailTaken, localUsernameTaken, setCreatedByApplication } from '../db/repositories/registrations';
import { ApiError } from '../http/api-error';
import { isPageLocale } from '../pages/catalogues';
import { createAccount, issueToken } from './accounts';
import { saveInterfaceLocale } from './web-preferences';

/** POST /api/v1/accounts' params as sent (absent: undefined). */
export interface RegistrationParams {
  username?: string;
  email?: string;
  password?: string;
  agreement?: unknown;
  locale?: string;
  reason?: string;
}

// Mastodon's validations: Account (username), User (email, password, agreement, locale).
const USERNAME = /^[a-z0-9_]+$/i;
const USERNAME_MAX = 30;
const PASSWORD_LENGTH = { min: 8, max: 72 };
// Devise's email format.
const EMAIL = /^[^@\s]+@[^@\s]+$/;
const RESERVED_USERNAMES = new Set(['admin', 'administrator', 'help', 'mod', 'moderator', 'root', 'support', 'webmaster']);
// What Rails' acceptance validation takes as yes.
const ACCEPTED = new Set<unknown>([true, 'true', '1']);

/** Every invalid field, answered in one 422 as Mastodon's ValidationErrorFormatter: `details` per field. */
class Problems {
  private readonly messages: string[] = [];
  readonly details: Record<string, { error: string; description: string }[]> = {};

  add(field: string, label: string, error: string, description: string): void {
    this.messages.push(`${label} ${description}`);
    (this.details[field] ??= []).push({ error, description });
  }

  throwIfAny(): void {
    if (this.messages.length > 0) throw new ApiError(422, `Validation failed: ${this.messages.join(', ')}`, this.details);
  }
}

/**
 * Signs someone up through an app (Mastodon's AppSignUpService) and answers an access token of the
 * app's scopes for the new account. This instance sends no email: the account is confirmed and
 * approved at once and can sign in straight away. Registrations closed: 403, as Mastodon.
 * https://docs.joinmastodon.org/methods/accounts/#create
 */
export function register(instance: Instance, caller: { applicationId: string | null; scopes: readonly string[] }, params: RegistrationParams): { access_token: string; token_type: 'Bearer'; scope: string; created_at: number } {
  if (!instance.config.registrationsOpen) throw new ApiError(403, 'This action is not allowed');
  // A token issued outside OAuth (the CLI, tests) has no app: the new token then gets the caller's scopes.
  const application = caller.applicationId === null ? undefined : applicationById(instance.db, caller.applicationId);
  const scopes = application?.scopes ?? caller.scopes.join(' ');
  const problems = new Problems();
  const username = params.username?.trim() ?? '';
  const email = params.email?.trim() ?? '';
  const password = params.password ?? '';

  if (email === '') problems.add('email', 'Email address', 'ERR_BLANK', "can't be blank");
  else if (!EMAIL.test(email)) problems.add('email', 'Email address', 'ERR_INVALID', 'is invalid');
  else if (emailTaken(instance.db, email)) problems.add('email', 'Email address', 'ERR_TAKEN', 'has already been taken');

  if (password === '') problems.add('password', 'Password', 'ERR_BLANK', "can't be blank");
  else if (password.length < PASSWORD_LENGTH.min) problems.add('password', 'Password', 'ERR_TOO_SHORT', `is too short (minimum is ${PASSWORD_LENGTH.min} characters)`);
  else if (password.length > PASSWORD_LENGTH.max) problems.add('password', 'Password', 'ERR_TOO_LONG', `is too long (maximum is ${PASSWORD_LENGTH.max} characters)`);

  if (!ACCEPTED.has(params.agreement)) problems.add('agreement', 'Service agreement', 'ERR_ACCEPTED', 'must be accepted');

  const locale = params.locale?.trim();
  if (locale !== undefined && locale !== '' && !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) problems.add('locale', 'Locale', 'ERR_INCLUSION', 'is not included in the list');

  if (username === '') problems.add('username', 'Username', 'ERR_BLANK', "can't be blank");
  else if (!USERNAME.test(username)) problems.add('username', 'Username', 'ERR_INVALID', 'must contain only letters, numbers and underscores');
  else if ([...username].length > USERNAME_MAX) problems.add('username', 'Username', 'ERR_TOO_LONG', `is too long (maximum is ${USERNAME_MAX} characters)`);
  else if (RESERVED_USERNAMES.has(username.toLowerCase())) problems.add('username', 'Username', 'ERR_RESERVED', 'is reserved');
  else if (localUsernameTaken(instance.db, username)) problems.add('username', 'Username', 'ERR_TAKEN', 'has already been taken');
  problems.throwIfAny();

  const token = instance.db.transaction(() => {
    const account = createAccount(instance, { username, email, password });
    setCreatedByApplication(instance.db, account.id, application?.id ?? null);
    // The pages and the web app speak six languages; another locale leaves the browser's in charge.
    if (locale !== undefined && isPageLocale(locale)) saveInterfaceLocale(instance.db, account.id, locale);
    return issueToken(instance, account.id, scopes, application?.id ?? null);
  })();
  return { access_token: token, token_type: 'Bearer', scope: scopes, created_at: Math.floor(instance.now().getTime() / 1000) };
}
