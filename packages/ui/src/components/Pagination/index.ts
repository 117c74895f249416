export { Pagination, defaultPageSizeOptions, pageItems, type PaginationProps } from './Pagination';
