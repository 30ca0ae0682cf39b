export { GovernorateDelegationPicker, type GovernorateDelegationPickerProps, type PlaceSelection } from './GovernorateDelegationPicker.tsx';
export { StoreList, type StoreListItem, type StoreListProps } from './StoreList.tsx';
export { StoreChooserSheet, type StoreChooserSheetProps } from './StoreChooserSheet.tsx';
export { StockTimeNote } from './StockTimeNote.tsx';
export { StockBadge } from './StockBadge.tsx';
