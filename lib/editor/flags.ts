// Which paste options may be combined (interface.md 4.3, create rules 1–5), as the create form
// shows them: a control that would conflict with what is already chosen is disabled, with the
// reason next to it, so the server's 400 for a conflict cannot happen from the form. A reason is a
// message of the catalogue's editor.flags, which the form words in the reader's language.

export interface PasteFlags {
  private: boolean;
  pinned: boolean;
  anonymous: boolean;
  /** Whether any tag is chosen. */
  tagged: boolean;
  burnAfterRead?: boolean;
}

/** The form fields the flags are read from (the editor's form, or the create options alone). */
export interface FlagFields {
  private: boolean;
  pinned: boolean;
  anonymous: boolean;
  tags: readonly string[];
  burnAfterRead?: boolean;
}

/** The chosen options of a form, as the rules below read them. */
export function flagsOf(form: FlagFields): PasteFlags {
  return {
    private: form.private,
    pinned: form.pinned,
    anonymous: form.anonymous,
    tagged: form.tags.length > 0,
    burnAfterRead: form.burnAfterRead,
  };
}

/** Why a control is disabled, or a choice refused: a message of editor.flags. */
export type FlagReason =
  | "signIn"
  | "anonymousWithoutSignIn"
  | "anonymousNotPrivate"
  | "pinnedNotPrivate"
  | "anonymousNotPinned"
  | "privateNotPinned"
  | "burnNotPinned"
  | "notAnonymous"
  | "anonymousNoTags"
  | "pinnedNotBurnt"
  | "pinnedAndPrivate";

/** The choices that keep a paste from being anonymous, as notAnonymous lists them. */
export type AnonymousBlocker = "private" | "pinned" | "tagged";

export interface ControlState {
  disabled: boolean;
  /** Why it is disabled; null when it is not. */
  reason: FlagReason | null;
  /** For notAnonymous: which choices rule it out. */
  blockers?: AnonymousBlocker[];
}

export interface FlagControls {
  private: ControlState;
  pinned: ControlState;
  anonymous: ControlState;
  tags: ControlState;
  burnAfterRead: ControlState;
}

const enabled: ControlState = { disabled: false, reason: null };
const disabledBecause = (reason: FlagReason): ControlState => ({ disabled: true, reason });

/** The state of each option control, given what is chosen and whether someone is signed in. */
export function flagControls(flags: PasteFlags, signedIn: boolean): FlagControls {
  if (!signedIn) {
    const signIn = disabledBecause("signIn");
    return {
      private: signIn,
      pinned: signIn,
      anonymous: disabledBecause("anonymousWithoutSignIn"),
      tags: signIn,
      burnAfterRead: enabled,
    };
  }
  const anonymousBlockers = (["private", "pinned", "tagged"] as const).filter((blocker) => flags[blocker]);
  return {
    private: flags.anonymous ? disabledBecause("anonymousNotPrivate") : flags.pinned ? disabledBecause("pinnedNotPrivate") : enabled,
    pinned: flags.anonymous
      ? disabledBecause("anonymousNotPinned")
      : flags.private
        ? disabledBecause("privateNotPinned")
        : flags.burnAfterRead
          ? disabledBecause("burnNotPinned")
          : enabled,
    anonymous: anonymousBlockers.length > 0 ? { ...disabledBecause("notAnonymous"), blockers: anonymousBlockers } : enabled,
    tags: flags.anonymous ? disabledBecause("anonymousNoTags") : enabled,
    burnAfterRead: flags.pinned ? disabledBecause("pinnedNotBurnt") : enabled,
  };
}

/** The first rule the chosen options break (say, from an old draft), or null when they agree. */
export function flagConflict(flags: PasteFlags, signedIn: boolean): FlagReason | null {
  if (!signedIn) return flags.private || flags.pinned || flags.tagged ? "signIn" : null;
  if (flags.pinned && flags.private) return "pinnedAndPrivate";
  if (flags.pinned && flags.burnAfterRead) return "burnNotPinned";
  if (flags.anonymous && flags.pinned) return "anonymousNotPinned";
  if (flags.anonymous && flags.private) return "anonymousNotPrivate";
  if (flags.anonymous && flags.tagged) return "anonymousNoTags";
  return null;
}
