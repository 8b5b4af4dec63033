/** The API's page envelope (interface.md): one page of a list of `total` items, pages 0-indexed. */
export function listPage<T>(items: T[], total: number, { page, pageSize }: { page: number; pageSize: number }) {
  const totalPages = Math.ceil(total / pageSize);
  return { currentPage: page, hasNextPage: page + 1 < totalPages, pageSize, totalPages, items };
}
