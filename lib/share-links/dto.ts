import type { ShareLink } from "../db/generated/client";
import { iso } from "../pastes/dto";
import { isActive } from "./access";
import type { ShareLinkDto } from "./schema";

/** A link as its owner sees it: never its secret (nor its hash). */
export function toShareLinkDto(link: ShareLink, now = new Date()): ShareLinkDto {
  return {
    id: link.id,
    label: link.label,
    createdAt: iso(link.createdAt),
    expiresAt: link.expiresAt ? iso(link.expiresAt) : null,
    maxViews: link.maxViews,
    views: link.views,
    active: isActive(link, now),
  };
}
