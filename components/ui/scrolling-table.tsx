import type { ReactNode } from "react";

interface ScrollingTableProps {
  /** Names the region a keyboard scrolls. */
  label: string;
  testId: string;
  columns: readonly string[];
  /** A last column of buttons, under this name (for screen readers only), in the page's language. */
  actions?: string;
  /** The rows. */
  children: ReactNode;
}

/** A table that scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */
export function ScrollingTable({ label, testId, columns, actions, children }: ScrollingTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="token-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">{actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
