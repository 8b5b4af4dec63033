interface AvatarProps {
  avatarId: string | null;
  username: string;
  size?: number;
}

/** A user's picture, or their initial on a tinted disc while they have none. */
export function Avatar({ avatarId, username, size = 24 }: AvatarProps) {
  if (avatarId) {
    return (
      // Avatars are small, immutable and cached for a year; next/image would add nothing here.
      // eslint-disable-next-line @next/next/no-img-element -- the reason above
      <img className="avatar" src={`/api/v3/images/${avatarId}`} alt="" width={size} height={size} />
    );
  }
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ width: size, height: size, lineHeight: `${size}px`, textAlign: "center", fontSize: size / 2 }}
    >
      {username.slice(0, 1).toUpperCase()}
    </span>
  );
}
