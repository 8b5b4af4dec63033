import type { LucideIcon } from "lucide-react";

/**
 * A toolbar control's face: its icon, and its name as text that screen readers read as the
 * control's name and that sighted users see as a tooltip on hover or keyboard focus (one
 * element for both, so the two never disagree). Inside a .btn with the class icon-button.
 * `shown`: the name is always on view beside the icon (a toolbar's main controls).
 */
export function ToolbarIcon({ icon: Icon, label, shown = false }: { icon: LucideIcon; label: string; shown?: boolean }) {
  return (
    <>
      <Icon aria-hidden="true" focusable="false" size={16} strokeWidth={2} />
      <span className={shown ? "icon-label-shown" : "icon-label"}>{label}</span>
    </>
  );
}
