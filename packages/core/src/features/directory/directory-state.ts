/** Which accounts the directory lists: https://docs.joinmastodon.org/methods/directory/ */
export interface DirectoryParams {
  /** `active`: recently posted first; `new`: recently created first. */
  order: 'active' | 'new';
  /** Only this server's accounts; otherwise every account it knows. */
  local: boolean;
}

export interface DirectoryState {
  params: DirectoryParams;
  /** Account ids (in the accounts table), in the server's order. */
  items: string[];
  isLoading: boolean;
  /** The server has answered these params once, with a page or with an error. */
  loaded: boolean;
  /** The last page was full: there may be more at the next offset. */
  hasMore: boolean;
}

export const initialDirectory: DirectoryState = { params: { order: 'active', local: false }, items: [], isLoading: false, loaded: false, hasMore: false };

/** Mastodon's directory asks for 20 at a time (actions/directory.js). */
export const DIRECTORY_PAGE = 20;
