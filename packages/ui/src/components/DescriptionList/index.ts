export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionRow,
  type DescriptionSection,
} from './DescriptionList';
