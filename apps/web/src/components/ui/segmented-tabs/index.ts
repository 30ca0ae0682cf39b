export { SegmentedTabs, type SegmentedTab } from './SegmentedTabs.tsx';
