// Which paste options may be combined (interface.md 4.3, create rules 1–5), as the create form
// shows them: a control that would conflict with what is already chosen is disabled, with the
// reason next to it, so the server's 400 for a conflict cannot happen from the form.

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

export interface ControlState {
  disabled: boolean;
  /** Why it is disabled; null when it is not. */
  reason: string | null;
}

export interface FlagControls {
  private: ControlState;
  pinned: ControlState;
  anonymous: ControlState;
  tags: ControlState;
  burnAfterRead: ControlState;
}

const enabled: ControlState = { disabled: false, reason: null };
const disabledBecause = (reason: string): ControlState => ({ disabled: true, reason });

function list(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The state of each option control, given what is chosen and whether someone is signed in. */
export function flagControls(flags: PasteFlags, signedIn: boolean): FlagControls {
  if (!signedIn) {
    const signIn = disabledBecause("Sign in to make private, pinned or tagged pastes.");
    return {
      private: signIn,
      pinned: signIn,
      anonymous: disabledBecause("Without signing in, every paste is anonymous."),
      tags: signIn,
      burnAfterRead: enabled,
    };
  }
  const anonymousBlockers = [flags.private && "private", flags.pinned && "pinned", flags.tagged && "tagged"].filter(
    (word): word is string => typeof word === "string",
  );
  return {
    private: flags.anonymous
      ? disabledBecause("An anonymous paste cannot be private.")
      : flags.pinned
        ? disabledBecause("A pinned paste cannot be private.")
        : enabled,
    pinned: flags.anonymous
      ? disabledBecause("An anonymous paste cannot be pinned.")
      : flags.private
        ? disabledBecause("A private paste cannot be pinned.")
        : flags.burnAfterRead
          ? disabledBecause("A burn-after-reading paste cannot be pinned.")
          : enabled,
    anonymous: anonymousBlockers.length > 0 ? disabledBecause(`A ${list(anonymousBlockers)} paste cannot be anonymous.`) : enabled,
    tags: flags.anonymous ? disabledBecause("An anonymous paste cannot have tags.") : enabled,
    burnAfterRead: flags.pinned ? disabledBecause("A pinned paste cannot be burnt after reading.") : enabled,
  };
}

/** The first rule the chosen options break (say, from an old draft), or null when they agree. */
export function flagConflict(flags: PasteFlags, signedIn: boolean): string | null {
  if (!signedIn) {
    return flags.private || flags.pinned || flags.tagged ? "Sign in to make private, pinned or tagged pastes." : null;
  }
  if (flags.pinned && flags.private) return "A paste cannot be both pinned and private.";
  if (flags.pinned && flags.burnAfterRead) return "A burn-after-reading paste cannot be pinned.";
  if (flags.anonymous && flags.pinned) return "An anonymous paste cannot be pinned.";
  if (flags.anonymous && flags.private) return "An anonymous paste cannot be private.";
  if (flags.anonymous && flags.tagged) return "An anonymous paste cannot have tags.";
  return null;
}
