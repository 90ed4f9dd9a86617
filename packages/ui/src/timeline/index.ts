export { Feed, domMetrics, type FeedProps, type FeedMetrics } from './Feed';
export { EmptyMessage, type EmptyMessageProps } from './EmptyMessage';
export { PartialHomeMessage } from './PartialHomeMessage';
export { NewPostsPill, newPostsLabel, type NewPostsPillProps } from './NewPostsPill';
export { RENDER_MARGIN, LOAD_MORE_DISTANCE, SCROLL_THROTTLE_MS } from './feed-layout';
