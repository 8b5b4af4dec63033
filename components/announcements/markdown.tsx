import { SafeMarkdown } from "@/components/ui/safe-markdown";

// Announcement text is Markdown from admins, shown to everyone (components/ui/safe-markdown.tsx).
export function AnnouncementMarkdown({ content }: { content: string }) {
  return <SafeMarkdown className="announcement-markdown" content={content} />;
}
