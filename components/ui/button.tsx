import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";

export type ButtonVariant = "default" | "primary" | "danger" | "ghost";

export function buttonClass(variant: ButtonVariant = "default", small = false, extra?: string): string {
  return ["btn", variant !== "default" && `btn-${variant}`, small && "btn-small", extra].filter(Boolean).join(" ");
}

interface Common {
  variant?: ButtonVariant;
  small?: boolean;
}

/** A button of the design system; `type="button"` unless said otherwise (no accidental submits). */
export function Button({ variant, small, className, type = "button", ...rest }: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass(variant, small, className)} {...rest} />;
}

/** A link that looks like a button (navigation stays a link for the keyboard and the middle click). */
export function ButtonLink({ variant, small, className, children, ...rest }: Common & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass(variant, small, className)} {...rest}>
      {children}
    </a>
  );
}
