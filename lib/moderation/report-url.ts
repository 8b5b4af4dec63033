// Apart from the report dialog (a client module): server components pick its address too.

/** Where a paste's page sends its report: the API, or a share-link page's own door (the link is the right to read it). */
export function reportUrlOf(page: { pasteId: string } | { sharedPath: string }): string {
  return "sharedPath" in page ? `${page.sharedPath}/report` : `/api/v3/pastes/${page.pasteId}/reports`;
}
