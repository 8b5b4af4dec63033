import { sql } from "../../db/sql";

/** SQL: whether the user of the statement's `u` row has a confirmed second factor (an app or a passkey). */
export const userHasSecondFactor = sql`(EXISTS (SELECT 1 FROM totp_authenticators t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)
             OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id))`;
