export { Sparkline, type SparklineProps } from './Sparkline';
export { TrendingHashtag, type TrendingHashtagProps } from './TrendingHashtag';
export { TrendingLink, type TrendingLinkData } from './TrendingLink';
export { SuggestionCard, type SuggestionCardProps } from './SuggestionCard';
export { DirectoryCard, type DirectoryAccount, type DirectoryCardProps } from './DirectoryCard';
export { ChoiceGroup, type Choice, type ChoiceGroupProps } from './ChoiceGroup';
export { FeaturedTagList, type FeaturedTagItem, type FeaturedTagListProps } from './FeaturedTagList';
export { HashtagFollowButton, type HashtagFollowButtonProps } from './HashtagFollowButton';
