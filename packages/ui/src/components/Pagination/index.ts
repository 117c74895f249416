export { Pagination, pageItems, type PaginationProps } from './Pagination';
export { defaultPageSizeOptions } from './page-size-options';
