// generated from openapi.yaml; run `npm run generate`. Do not edit by hand.
/* eslint-disable */

export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the service is up
         * @description Liveness probe for load balancers and monitors. Needs no token.
         *
         *     **Who may call:** anyone.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Exchanges a login and password for a token pair and records `lastLoginAt`. An unknown login and a wrong password get the same answer (`401 UNAUTHORIZED`, `Invalid login or password.`); after 10 failures for one login within 15 minutes every attempt answers `429 RATE_LIMITED` with `Retry-After`. A correct password of an inactive user answers `403 FORBIDDEN`.
         *
         *     **Who may call:** anyone (no token).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the token pair
         * @description Exchanges a refresh token for a new pair; the old refresh token stops working (rotation). Reusing an already-rotated token revokes its whole family, except a retry with the just-rotated token within 10 seconds, which answers the same new pair. Needs no access token.
         *
         *     **Who may call:** anyone holding a valid refresh token of an active user.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the refresh token. Idempotent: an unknown or already revoked token also answers `204`.
         *
         *     **Who may call:** every role.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an organisation
         * @description Self-registration of an organisation on the `STARTER` plan with its first user as `MASTER`. Password rules: at least 8 characters with at least one letter and one digit; the confirmation must match.
         *
         *     Every well-formed registration answers `202 Accepted` with no body, whether or not its login or e-mail is already used, after the same work on every path: the answer never tells whether an account exists (no account enumeration). The outcome goes by e-mail:
         *
         *     - Login and e-mail both free: the organisation and its MASTER user are created at once, and the user gets a welcome e-mail that names their login and links to `/login`. No one is signed in: the user signs in with the password they chose.
         *     - E-mail already used by any user: nothing is created; that address gets an e-mail saying that someone tried to register with it, with its login and links to `/login` and `/forgot-password`.
         *     - Login already used, e-mail free: nothing is created; the e-mail given gets an e-mail asking to register again with another login (`/register`).
         *
         *     A malformed registration still answers `400 VALIDATION_FAILED` with a detail per field. At most 20 well-formed registrations per client address per hour; more answer `429 RATE_LIMITED` with `Retry-After`.
         *
         *     **Who may call:** anyone (no token).
         */
        post: operations["registerOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's organisation
         * @description The caller's organisation with its plan limits and current usage of users and teams.
         *
         *     **Who may call:** every role.
         */
        get: operations["getCurrentOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the caller's organisation
         * @description Changes only the fields sent and answers the updated organisation. `planCode` switches plans; a plan whose limits are below the current usage answers `409 CONFLICT`.
         *
         *     A new `timeZone` keeps every existing job of the organisation on its `date` at the same wall-clock times: a job from 09:00 to 11:00 stays 09:00 to 11:00, in the new zone, so its start still falls on its date and the job can be saved as it is. Its `scheduledStartTime` and `scheduledEndTime` are rewritten with the new zone's offset (the instants move by the difference between the zones) and its `updatedAt` changes, in the same write as the organisation: no one reads the new zone with times of the old one. A time that the new zone skips (a daylight-saving gap) moves forward by the length of the gap (02:30 becomes 03:30); should that put the end at or before the start, the end keeps the job's length from the new start. A time that the new zone has twice (when clocks go back) is the first of the two. Tracked times (`HH:MM`) and dates do not change. The zone is stored with its canonical spelling (`america/new_york` becomes `America/New_York`); sending the current zone changes no job.
         *
         *     **Who may call:** MASTER; ADMIN for every field except `planCode` (`403 FORBIDDEN`). Others `403 FORBIDDEN`.
         */
        patch: operations["updateCurrentOrganization"];
        trace?: never;
    };
    "/password-resets/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset e-mail
         * @description If an active user has this e-mail, sends them a link to `/reset-password?token=…` (single use, valid one hour). The answer is the same whether or not the e-mail exists, and comes as fast: it does not wait for the e-mail to be sent, so neither its content nor its timing reveals an account. At most 5 requests per e-mail and 20 per client address within 15 minutes; more answer `429 RATE_LIMITED` with `Retry-After`.
         *
         *     **Who may call:** anyone (no token).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-resets/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a reset token
         * @description Tells whether a reset or create-password token can still be used (it is not consumed).
         *
         *     **Who may call:** anyone (no token).
         */
        get: operations["validatePasswordResetToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-resets/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets the password of the token's user, consumes the token, records `lastPasswordResetAt` and revokes the user's refresh tokens. Used both for resets and for new users creating their first password. Password rules: at least 8 characters with at least one letter and one digit; `passwordConfirmation` must match.
         *
         *     **Who may call:** anyone (no token).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description The caller's own profile.
         *
         *     **Who may call:** every role.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's calendar feed
         * @description Whether the caller has a calendar feed, which visits it carries and when it was made. The feed's address is
         *     shown only once, when it is made (`POST`): the server keeps a SHA-256 of the token, never the token, so it
         *     cannot show the address again. To put the feed in another calendar app, renew it and copy the new address.
         *
         *     **Who may call:** MASTER, ADMIN, CLEANER. `BILLING` `403 FORBIDDEN` (see `createCalendarFeed`).
         */
        get: operations["getCalendarFeed"];
        put?: never;
        /**
         * Make or renew the signed-in user's calendar feed
         * @description Makes a new private feed address with a new random token and answers it, once. A user has at most one feed:
         *     an earlier feed of the caller stops working at once (`404`), so this call also renews a leaked address.
         *
         *     Which visits the feed carries (`teamId`):
         *
         *     - omitted: the caller's own team (`defaultTeamId`); a MASTER or ADMIN without a team must choose one;
         *     - a team's id: that team's visits. A MASTER or ADMIN may choose any team of the organisation; a `CLEANER`
         *       only their own team (another team answers `403 FORBIDDEN`, `A cleaner's calendar feed can only show their own team's visits.`);
         *     - `null`: the visits of every team of the organisation (MASTER and ADMIN only; a `CLEANER` gets `403`).
         *
         *     A `CLEANER`'s feed follows their team: moved to another team, their feed shows the new team's visits. A user
         *     who is deactivated or deleted loses their feed.
         *
         *     **Who may call:** MASTER, ADMIN, CLEANER. `BILLING` `403 FORBIDDEN`: billing staff do not go to visits, and a
         *     feed address is a bearer credential that works outside sign-in, so it is given only to those who need it.
         */
        post: operations["createCalendarFeed"];
        /**
         * Revoke the signed-in user's calendar feed
         * @description The feed's address stops working at once (`404`); calendar apps that subscribed to it keep what they last
         *     fetched until their users remove the subscription. Idempotent: a caller without a feed also gets `204`.
         *
         *     **Who may call:** MASTER, ADMIN, CLEANER. `BILLING` `403 FORBIDDEN`.
         */
        delete: operations["revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar-feeds/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The feed's token, from the address that `createCalendarFeed` answered.
                 * @example cf_3q2-7wH0pL5dXy9kT1bN4mVa8sRc6eUg0fJiKoZlQwE
                 */
                token: components["parameters"]["CalendarFeedToken"];
            };
            cookie?: never;
        };
        /**
         * Read a calendar feed (iCalendar)
         * @description The feed as iCalendar (RFC 5545), for calendar apps that subscribe to it. Needs no access token: the token in
         *     the address is the credential. One `VEVENT` per visit of the feed's team (or teams), from 30 days before to
         *     180 days after today in the organisation's time zone:
         *
         *     - `UID` `<job id>@spotless`, stable for the life of the visit; `SEQUENCE`, `LAST-MODIFIED` and `DTSTAMP` move
         *       when the visit changes, so calendar apps pick up moves and cancellations;
         *     - a visit with a time: `DTSTART` / `DTEND` on the organisation's wall clock with its `TZID`, and the zone's
         *       `VTIMEZONE`, so that visits keep their local time across daylight-saving changes in every app; a visit
         *       without a time: an all-day event (`VALUE=DATE`);
         *     - `SUMMARY` the client's name and the job type, `LOCATION` the address, `STATUS` `CANCELLED` for a
         *       cancelled visit and `CONFIRMED` otherwise.
         *
         *     The feed carries no entry codes, phone numbers, e-mail addresses, notes or charges.
         *
         *     An unknown, malformed or revoked token, a token of a deactivated or deleted user, or of a user whose role no
         *     longer may have a feed, all answer the same `404 NOT_FOUND`.
         *
         *     **Who may call:** anyone holding the address (no access token).
         */
        get: operations["getCalendarFeedEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description The organisation's users, each with role and default team, one page at a time. `q` matches first name, last name, full name, e-mail and login. The total number of matches is in `X-Total-Count`.
         *
         *     **Who may call:** MASTER, ADMIN, BILLING. CLEANER `403 FORBIDDEN`.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates a staff account and e-mails the new user a `/create-password?token=…` link (single use, valid one hour) to choose a password. Logins and e-mails are unique across Spotless (`409 CONFLICT`). Beyond the plan's user limit: `403 PLAN_LIMIT_REACHED`. The optional avatar `file` follows the rules of `POST /users/{id}/avatar`.
         *
         *     **Who may call:** MASTER, ADMIN (an ADMIN cannot create a MASTER user). Others `403 FORBIDDEN`.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * Get a user
         * @description One user of the organisation.
         *
         *     **Who may call:** MASTER, ADMIN, BILLING. CLEANER `403 FORBIDDEN` (use `GET /users/me`).
         */
        get: operations["getUser"];
        /**
         * Replace a user
         * @description Replaces the user's fields (JSON, without `photoUrl` or a file: the avatar changes through `POST /users/{id}/avatar`). A taken login or e-mail answers `409 CONFLICT`; so does demoting or deactivating the organisation's last active MASTER.
         *
         *     **Who may call:** MASTER; ADMIN for users that are not MASTER, without giving the MASTER role. Others `403 FORBIDDEN`.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a user
         * @description Deletes the user and revokes their tokens; jobs they created keep existing with `createdById` null. Nobody can delete their own account or the organisation's last active MASTER (`409 CONFLICT`).
         *
         *     **Who may call:** MASTER; ADMIN for users that are not MASTER. Others `403 FORBIDDEN`.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a user's avatar
         * @description Replaces the user's avatar and answers the user with the new `photoUrl`. PNG, JPEG or WebP, at most 2 MB; size and type are checked before the body is read in full (`413 PAYLOAD_TOO_LARGE`, `415 UNSUPPORTED_MEDIA_TYPE`).
         *
         *     **Who may call:** MASTER; ADMIN for users that are not MASTER. Others `403 FORBIDDEN`.
         */
        post: operations["uploadUserAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a user a password-reset link
         * @description Sends the user an e-mail with a `/reset-password?token=…` link (single use, valid one hour). The current password keeps working until the reset is done.
         *
         *     **Who may call:** MASTER; ADMIN for users that are not MASTER. Others `403 FORBIDDEN`.
         */
        post: operations["sendUserPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients
         * @description The organisation's clients with their addresses, one page at a time. `q` matches first name, last name, full name, e-mail and phones. The total number of matches is in `X-Total-Count`.
         *
         *     **Who may call:** every role; a CLEANER gets only the clients of their team's jobs.
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Create a client
         * @description Creates a client with its addresses. Each address carries a client-generated `tempId`; the answer gives every address its `id` and echoes its `tempId`.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's id.
                 * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
                 */
                id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * Get a client
         * @description One client with all its addresses.
         *
         *     **Who may call:** every role; a CLEANER only for clients of their team's jobs (`403 FORBIDDEN` otherwise).
         */
        get: operations["getClient"];
        /**
         * Replace a client
         * @description Replaces the client and its address list: addresses with an `id` are updated, addresses with a `tempId` are created, addresses left out are removed. Removing an address that jobs refer to answers `409 CONFLICT` (set `isActive: false` instead).
         *
         *     **Who may call:** MASTER, ADMIN; BILLING when only `paymentMethod` and `paymentInformation` differ from the stored client. Others `403 FORBIDDEN`.
         */
        put: operations["updateClient"];
        post?: never;
        /**
         * Delete a client
         * @description Deletes the client and its addresses. A client with jobs cannot be deleted (`409 CONFLICT`); deactivate it instead.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        delete: operations["deleteClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/{id}/entry-code-reveals": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's id.
                 * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
                 */
                id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /**
         * List who revealed the client's entry codes
         * @description The log of the reveals of the entry codes of the client's addresses (see `revealEntryCode`), newest first, one
         *     page at a time. The total number of reveals is in `X-Total-Count`. Each entry tells who revealed which
         *     address's code, when, and from which visit. An entry stays when its user, visit or address is later deleted:
         *     it keeps the user's name and the visit's date as they were, and `address` becomes null.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        get: operations["listEntryCodeReveals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/{id}/entry-code-reveals": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The address's id.
                 * @example e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b
                 */
                id: components["parameters"]["AddressId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal an address's entry code
         * @description Answers the address's door or gate code (null when none is stored) and records the reveal: who, when, which
         *     address and, when `jobId` is given, from which visit. Reads of clients and jobs never carry the code (only
         *     `hasEntryCode`); this is the one way to see it. The answer is sent with `Cache-Control: no-store`.
         *
         *     `jobId` names the visit the code is revealed from; it must be a job at this address (`400 VALIDATION_FAILED`
         *     otherwise).
         *
         *     **Who may call:**
         *
         *     - MASTER, ADMIN: at any time, with or without `jobId`;
         *     - `CLEANER`: only from a visit of their own team at this address whose `date` is today in the organisation's
         *       time zone and that is not cancelled. Without such a `jobId` the answer is `403 FORBIDDEN`,
         *       `A cleaner can see an entry code only on the day of their team's visit to the address.`;
         *     - `BILLING`: never (`403 FORBIDDEN`, `Billing users cannot see entry codes.`).
         *
         *     An address of another organisation answers `404 NOT_FOUND`.
         */
        post: operations["revealEntryCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs
         * @description Jobs with their nested client, address, team and job type, ordered by `date`, then `scheduledStartTime` (jobs without times last), then `order`, one page at a time. `from` and `to` are required and inclusive, from `1900-01-01` to `2999-12-31`: `to` may not be before `from`, and the range is at most 366 days (a leap year), else `400 VALIDATION_FAILED` on `to`. The other filters are optional. The total number of matches is in `X-Total-Count`; a caller that needs every job of a busy range asks for the next pages (`offset`) until it has them all.
         *
         *     **Who may call:** every role; a CLEANER gets only their team's jobs.
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Create a job
         * @description Schedules a job; `createdById` is the caller. `scheduledStartTime` and `scheduledEndTime` are both set or both null; the start falls on `date` in the organisation's time zone and the end is after the start. Tracked times follow the same order when both are set. The address must be an active address of the client; the team and job type must be active.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /**
         * Get a job
         * @description One job with its nested client, address, team and job type.
         *
         *     **Who may call:** every role; a CLEANER only for their team's jobs (`403 FORBIDDEN` otherwise).
         */
        get: operations["getJob"];
        /**
         * Replace a job
         * @description Replaces the job with the full `JobInput`.
         *
         *     **Visits of a series.** `scope` says which visits change. `this` (the default): only this visit; the fields that now differ from its series are remembered as its own (`overrides`); its client cannot change and `recurrence` must be absent. `following`: this visit and the later ones; `all`: every visit. With `following` or `all`, the fields this request changes (compared with the visit as stored) are given to the series and to each visit in the scope that has not started; a visit's own value of a field is kept unless this request changes that same field. A new `recurrence`, time or date from `following` splits the series at this visit: the earlier part ends the day before, and a new series starts here (a new date moves the rule: a weekly rule takes its weekday, a monthly one its day of the month). With `all` the series changes in place. A new rule lays the visits again: visits on dates it still gives stay, the others are removed and missing ones created. Visits in progress, completed, cancelled or in the past are never changed by `following` or `all`. `POST /jobs/{id}/series-change-preview` tells what a change would do before it is made.
         *
         *     **Status changes.** `SCHEDULED` → `IN_PROGRESS` → `COMPLETED`; `SCHEDULED` or `IN_PROGRESS` → `CANCELLED`, which needs a `cancelReason`. `COMPLETED` and `CANCELLED` are final. Any other change of `status` (backwards, skipping `IN_PROGRESS`, out of a final status) answers `409 CONFLICT`; sending the current status is no change. Other fields of a completed or cancelled job (payment fields, notes) may still change.
         *
         *     **Who may call:** MASTER, ADMIN; BILLING when only `chargeAmount`, `chargeBy` and `isPaid` differ from the stored job, with scope `this`; CLEANER, on a job of their team with scope `this`, when only `status` (forward: `SCHEDULED` → `IN_PROGRESS` → `COMPLETED`), `trackedStartTime` and `trackedEndTime` differ. Others `403 FORBIDDEN`.
         */
        put: operations["updateJob"];
        post?: never;
        /**
         * Delete a job
         * @description Deletes the job. For a visit of a series, `scope` says which: `this` (the default) deletes this visit and the series never makes it again; `following` deletes this visit and the later ones that have not started, and ends the series the day before; `all` deletes every visit that has not started and ends the series. Visits with history (in progress, completed, cancelled) stay.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/skip": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Skip a visit
         * @description Skips a scheduled job with a kind (the client skipped it, the company moved it, a lockout, a holiday, or another reason) and an optional note. The job becomes `CANCELLED` with `skip` set and a `cancelReason` (the note, or the kind in words); for a visit of a series the series goes on. A `LOCKOUT` may keep its charge (`keepCharge: true`): the visit is skipped but still charged, so its `chargeAmount` stays and `skip.isCharged` is true; any other skip is not charged.
         *
         *     Only a `SCHEDULED` job can be skipped (`409 CONFLICT` on `status` otherwise).
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        post: operations["skipJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/series-change-preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a change of a visit's series
         * @description What `PUT /jobs/{id}?scope=…` (`action: UPDATE`, with the same `job`) or `DELETE /jobs/{id}?scope=…` (`action: DELETE`) would do to the visit's series, without doing it: how many visits would change, be created or be removed, which changed visits keep their own values (fields changed on them alone), and whether the series would be split. The answer is computed by the very code that saves the change, then taken back, so it is exactly what saving would do now. The same checks apply: a change the save would refuse is refused here with the same answer.
         *
         *     **Who may call:** whoever may make the change (MASTER, ADMIN; BILLING for payment fields with scope `this`). Others `403 FORBIDDEN`.
         */
        post: operations["previewSeriesChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a job's date, time and team for conflicts
         * @description What stands in the way of a job on `date`, from `startTime` to `endTime`, with the team `teamId`: the job form asks while it is filled in, and the calendar while a job is moved or dragged, so the answer is cheap (it reads one team's jobs of one day). Nothing is written. The conflicts are warnings, not refusals: `POST` and `PUT /jobs` still save such a job. They come in this order, each at most once:
         *
         *     - `TEAM_INACTIVE`: the team is deactivated.
         *     - `PAST_DATE`: `date` is before today in the organisation's time zone (today is not past).
         *     - `OUTSIDE_HOURS`: the start is before 06:00, outside the calendar's grid of 06:00 to 24:00.
         *     - `TEAM_BUSY`: another job of the team on `date` that is not `CANCELLED` (a skipped visit is cancelled) and has times overlaps the time asked, in `jobs`, by start time. Intervals include their start and exclude their end, so a job that ends at 11:00 and one that starts at 11:00 do not overlap.
         *
         *     Times and overlaps are wall-clock times in the organisation's time zone, as the calendar shows them: on a day when daylight saving starts or ends, a job from 01:00 to 03:00 occupies 01:00 to 03:00 on the clock, whatever its length in hours. Without `startTime` and `endTime` (a job without times) there is no `OUTSIDE_HOURS` and no `TEAM_BUSY`. `jobId`, the job being moved, is left out of the overlap check, so a job never conflicts with itself.
         *
         *     `teamId` and `jobId` must be of the caller's organisation: an unknown or foreign id answers `400 VALIDATION_FAILED` on that parameter, as it does in a job's body (it is the subject of the check, not a filter that could match nothing, as in `GET /jobs`). `date` goes from `1900-01-01` to `2999-12-31`, as a job's. `startTime` and `endTime` are both given or both left out, else `400` on the missing one; the end is after the start, else `400` on `endTime`. A time of day stops at 23:59:59, so an end at midnight is written `00:00`: as an end it means midnight at the end of `date`.
         *
         *     **Who may call:** MASTER, ADMIN, BILLING. A CLEANER, who cannot move jobs, gets `403 FORBIDDEN`.
         */
        get: operations["listJobConflicts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List series
         * @description Recurring service plans, newest start first, one page at a time; the total is in `X-Total-Count`.
         *
         *     **Who may call:** every role; a CLEANER gets only their team's series.
         */
        get: operations["listJobSeries"];
        put?: never;
        /**
         * Create a series
         * @description Starts a recurring service plan. Its visits are created at once as ordinary jobs (with `seriesId` and `originalDate`), from `startDate` up to 12 months ahead of today in the organisation's time zone; as days pass, later visits are added without anyone editing the series. The same checks as for a job apply to the client, address, team, job type and times.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        post: operations["createJobSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-series/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview the dates of a draft series
         * @description The first dates a draft rule gives (the job form shows the next five), without saving anything. The rule is checked as on create; `count` says how many dates to answer (5 by default, at most 60). `total` is the number of visits the rule gives in all when it ends (by date or by count), or null when it is open-ended.
         *
         *     **Who may call:** every role.
         */
        post: operations["previewJobSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-series/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The series' id.
                 * @example 7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090
                 */
                id: components["parameters"]["JobSeriesId"];
            };
            cookie?: never;
        };
        /**
         * Get a series
         * @description One series with its nested client, address, team and job type, its status and its next visit.
         *
         *     **Who may call:** every role; a CLEANER only for their team's series (`403 FORBIDDEN` otherwise).
         */
        get: operations["getJobSeries"];
        /**
         * Replace a series (all visits)
         * @description Replaces the series and changes its visits as `PUT /jobs/{id}?scope=all` does: every visit that has not started takes the fields this request changes; a field changed on one visit alone keeps its own value unless this request changes that same field. Visits in progress, completed, cancelled or in the past are never touched. A change of rule (`frequency`, `preferredDay`, `startDate`, `endDate`, `visitCount`) lays the visits again: visits on dates the new rule still gives stay (with their own changes), the others are removed, and missing ones are created.
         *
         *     **Who may call:** MASTER, ADMIN; BILLING when only `chargeAmount` and `chargeBy` differ from the stored series. Others `403 FORBIDDEN`.
         */
        put: operations["updateJobSeries"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-series/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The series' id.
                 * @example 7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090
                 */
                id: components["parameters"]["JobSeriesId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a series
         * @description Ends the series on `lastDate` (today in the organisation's time zone when omitted): its visits after that date that have not started are removed, and no new ones are made. Visits with history (in progress, completed, cancelled) stay. A `lastDate` before the series' start ends it with no visit to come.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        post: operations["endJobSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List job types
         * @description The organisation's job types, by name.
         *
         *     **Who may call:** every role.
         */
        get: operations["listJobTypes"];
        put?: never;
        /**
         * Create a job type
         * @description Creates a job type. Names are unique within the organisation (`409 CONFLICT`).
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        post: operations["createJobType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job type's id.
                 * @example 8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6
                 */
                id: components["parameters"]["JobTypeId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a job type
         * @description Replaces the job type. Names are unique within the organisation (`409 CONFLICT`). Deactivating it keeps existing jobs as they are.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        put: operations["updateJobType"];
        post?: never;
        /**
         * Delete a job type
         * @description Deletes the job type. One that jobs use cannot be deleted (`409 CONFLICT`); deactivate it instead.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        delete: operations["deleteJobType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List address types
         * @description The organisation's address types, by name.
         *
         *     **Who may call:** every role.
         */
        get: operations["listAddressTypes"];
        put?: never;
        /**
         * Create an address type
         * @description Creates an address type. Names are unique within the organisation whatever their case (`409 CONFLICT`).
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        post: operations["createAddressType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The address type's id.
                 * @example b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d
                 */
                id: components["parameters"]["AddressTypeId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an address type
         * @description Replaces the address type. Names are unique within the organisation whatever their case (`409 CONFLICT`). Deactivating it keeps it on the addresses that have it; it can no longer be given to an address.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        put: operations["updateAddressType"];
        post?: never;
        /**
         * Delete an address type
         * @description Deletes the address type. One that addresses use (active or not) cannot be deleted (`409 CONFLICT`): an address never loses its type silently; deactivate it instead.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        delete: operations["deleteAddressType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List teams
         * @description The organisation's teams, by name, each with its member count.
         *
         *     **Who may call:** every role.
         */
        get: operations["listTeams"];
        put?: never;
        /**
         * Create a team
         * @description Creates a team. Names are unique within the organisation (`409 CONFLICT`). Beyond the plan's team limit: `403 PLAN_LIMIT_REACHED`.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The team's id.
                 * @example 5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        /**
         * Get a team
         * @description One team with its member count.
         *
         *     **Who may call:** every role.
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        /**
         * Delete a team
         * @description Deletes the team; its members' `defaultTeamId` becomes null. A team that has jobs cannot be deleted (`409 CONFLICT`); deactivate it instead.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        /**
         * Update a team
         * @description Changes the fields sent (the edit form sends them all) and answers the updated team. Names are unique within the organisation (`409 CONFLICT`). A deactivated team keeps its jobs but gets no new ones.
         *
         *     **Who may call:** MASTER, ADMIN. Others `403 FORBIDDEN`.
         */
        patch: operations["updateTeam"];
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description What a user may do; see the role table in the API description. `MASTER` owns the organisation, `ADMIN` manages it, `BILLING` handles payments, `CLEANER` works the jobs of their team.
         * @example CLEANER
         * @enum {string}
         */
        Role: "MASTER" | "ADMIN" | "CLEANER" | "BILLING";
        /**
         * @description Where a job stands. Allowed changes: `SCHEDULED` → `IN_PROGRESS` → `COMPLETED`, and `SCHEDULED` or `IN_PROGRESS` → `CANCELLED` (with a `cancelReason`). `COMPLETED` and `CANCELLED` are final.
         * @example SCHEDULED
         * @enum {string}
         */
        JobStatus: "SCHEDULED" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED";
        /**
         * @description How often a client wants to be served (the client's preferred frequency).
         * @example BI_WEEKLY
         * @enum {string}
         */
        Frequency: "ONE_TIME" | "EVERY_OTHER_DAY" | "DAILY" | "WEEKLY" | "BI_WEEKLY" | "MONTHLY" | "EVERY_THREE_WEEKS" | "EVERY_FOUR_WEEKS" | "EVERY_FIVE_WEEKS" | "EVERY_SIX_WEEKS" | "EVERY_EIGHT_WEEKS" | "EVERY_TWELVE_WEEKS" | "FIRST_OF_MONTH" | "SECOND_OF_MONTH" | "THIRD_OF_MONTH" | "FOURTH_OF_MONTH" | "LAST_OF_MONTH" | "WEEK_DAYS";
        /**
         * @description A day of the week.
         * @example TUESDAY
         * @enum {string}
         */
        Weekday: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
        /**
         * @description How a client pays.
         * @example ZELLE
         * @enum {string}
         */
        PaymentMethod: "CASH" | "CHECK" | "CARD" | "PAYPAL" | "VENMO" | "ZELLE" | "SQUARE" | "BANK_TRANSFER" | "QUICKBOOKS" | "MULTIPLE" | "OTHER";
        /**
         * @description How a job is charged. Labels: `FIXED` Fixed, `PRESET_HOURS` Preset Hours, `WORKED_HOURS` Worked Hours, `PRESET_CLEANER_HOURS` Preset Hours per Cleaner, `WORKED_CLEANER_HOURS` Worked Hours per Cleaner.
         * @example FIXED
         * @enum {string}
         */
        ChargeBy: "FIXED" | "PRESET_HOURS" | "WORKED_HOURS" | "PRESET_CLEANER_HOURS" | "WORKED_CLEANER_HOURS";
        /**
         * @description How the team gets into the property.
         * @example CODE
         * @enum {string}
         */
        EntryMethod: "OPEN_DOOR" | "KEY" | "KEY_COPY" | "CODE" | "CALL" | "CLIENT_AT_HOME";
        /**
         * @description An organisation's plan. Limits come with the plan (see `OrganizationPlan`).
         * @example STARTER
         * @enum {string}
         */
        PlanCode: "STARTER" | "PRO" | "BUSINESS";
        /**
         * @description A stable, machine-readable error code; see the table in the API description.
         * @example VALIDATION_FAILED
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TOKEN_EXPIRED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "PLAN_LIMIT_REACHED" | "INVALID_RESET_TOKEN" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "SERVICE_UNAVAILABLE" | "INTERNAL";
        /**
         * @description Sort direction.
         * @default asc
         * @example asc
         * @enum {string}
         */
        SortOrder: "asc" | "desc";
        /**
         * @description A colour as `#RRGGBB` (six hex digits with a leading `#`).
         * @example #2563EB
         */
        HexColor: string;
        /**
         * @description A 24-hour time of day, `HH:MM` or `HH:MM:SS`.
         * @example 09:05:30
         */
        TimeOfDay: string;
        /**
         * @description An amount of US dollars as a decimal string with exactly two decimal places.
         * @example 145.00
         */
        MoneyAmount: string;
        /**
         * @description One invalid field.
         * @example {
         *       "field": "addresses.0.street",
         *       "message": "Required"
         *     }
         */
        ErrorDetail: {
            /** @description Where the problem is: a dotted path into the body (`addresses.0.street`), or the name of a path or query parameter (`id`, `limit`). */
            field: string;
            /** @description What is wrong, in English. */
            message: string;
        };
        /**
         * @description The body of every 4xx and 5xx answer.
         * @example {
         *       "message": "The request is invalid.",
         *       "code": "VALIDATION_FAILED",
         *       "details": [
         *         {
         *           "field": "phone1",
         *           "message": "Required"
         *         },
         *         {
         *           "field": "addresses.0.zipCode",
         *           "message": "Required"
         *         }
         *       ]
         *     }
         */
        Error: {
            /** @description A human sentence, fit to show to the user. */
            message: string;
            code: components["schemas"]["ErrorCode"];
            /** @description The fields the answer is about: each invalid field with `VALIDATION_FAILED`; with `CONFLICT`, the field whose value the stored data refuses (a login, e-mail or name already used, a status that cannot follow the current one, a plan smaller than the usage), with the same sentence as `message`. Absent when no field is at fault (a delete refused because of the jobs that use the resource). */
            details?: components["schemas"]["ErrorDetail"][];
        };
        /**
         * @description The service is up.
         * @example {
         *       "status": "ok"
         *     }
         */
        HealthStatus: {
            /** @enum {string} */
            status: "ok";
        };
        /**
         * @description Credentials.
         * @example {
         *       "login": "marcus.delgado",
         *       "password": "Spotless123!"
         *     }
         */
        LoginRequest: {
            /** @description The user's login. */
            login: string;
            /** Format: password */
            password: string;
        };
        /**
         * @description A refresh token to exchange (on refresh) or revoke (on logout).
         * @example {
         *       "refreshToken": "rt_9f8e7d6c5b4a39281706f5e4d3c2b1a0_8c2d4e6f"
         *     }
         */
        RefreshTokenRequest: {
            refreshToken: string;
        };
        /**
         * @description A token pair. The access token is a JWT (HS256; claims `sub`, `org`, `role`, `iat`, `exp`) living 15 minutes; the refresh token is opaque, lives 15 days and rotates on every refresh.
         * @example {
         *       "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3YzllNjY3OS03NDI1LTQwZGUtOTQ0Yi1lMDdmYzFmOTBhZTciLCJvcmciOiIwYjZmM2MyYS01ZDFlLTRmN2EtOWMzYi0yZThkNGE2ZjFiNzAiLCJyb2xlIjoiTUFTVEVSIiwiaWF0IjoxNzk1MzU1MjAwLCJleHAiOjE3OTUzNTYxMDB9.x0mY9rX8vJ3tQ2cL5nB7kP1sD4fG6hJ8aZ0wE2rT4yU",
         *       "refresh_token": "rt_9f8e7d6c5b4a39281706f5e4d3c2b1a0_8c2d4e6f"
         *     }
         */
        AuthTokens: {
            /** @description Send as `Authorization: Bearer <access_token>`. */
            access_token: string;
            /** @description Exchange at `POST /auth/refresh`. */
            refresh_token: string;
        };
        /**
         * @description Who asks for a reset link.
         * @example {
         *       "email": "marcus.delgado@sparkleshine.example"
         *     }
         */
        PasswordResetRequest: {
            /** Format: email */
            email: string;
        };
        /**
         * @description The token is valid (invalid tokens answer `400 INVALID_RESET_TOKEN`).
         * @example {
         *       "valid": true
         *     }
         */
        PasswordResetTokenValidity: {
            /** @enum {boolean} */
            valid: true;
        };
        /**
         * @description Sets a new password with a token from a reset or create-password e-mail. The confirmation must equal the password.
         * @example {
         *       "token": "prt_3c1f0b6e2a9d4e7f8a5b6c7d8e9f0a1b",
         *       "password": "Sunrise2026",
         *       "passwordConfirmation": "Sunrise2026"
         *     }
         */
        PasswordReset: {
            token: string;
            /**
             * Format: password
             * @description At least 8 characters (at most 128), with at least one letter and one digit.
             */
            password: string;
            /**
             * Format: password
             * @description Must equal `password`.
             */
            passwordConfirmation: string;
        };
        /**
         * @description The organisation's plan and its limits.
         * @example {
         *       "code": "STARTER",
         *       "name": "Starter",
         *       "maxUsers": 10,
         *       "maxTeams": 6
         *     }
         */
        OrganizationPlan: {
            code: components["schemas"]["PlanCode"];
            name: string;
            /** @description Most users the plan allows. */
            maxUsers: number;
            /** @description Most teams the plan allows. */
            maxTeams: number;
        };
        /**
         * @description How much of the plan is used (every user and team counts, active or not).
         * @example {
         *       "users": 8,
         *       "teams": 5
         *     }
         */
        OrganizationUsage: {
            users: number;
            teams: number;
        };
        /**
         * @description The business that uses Spotless, with its plan and current usage.
         * @example {
         *       "id": "0b6f3c2a-5d1e-4f7a-9c3b-2e8d4a6f1b70",
         *       "name": "Sparkle & Shine Cleaning",
         *       "logoUrl": "https://cdn.sparkleshine.example/logo.png",
         *       "email": "office@sparkleshine.example",
         *       "phone": "(617) 555-0100",
         *       "address": "250 Harbor Street, Suite 4",
         *       "city": "Boston",
         *       "state": "MA",
         *       "zipCode": "02110",
         *       "country": "United States",
         *       "timeZone": "America/New_York",
         *       "plan": {
         *         "code": "STARTER",
         *         "name": "Starter",
         *         "maxUsers": 10,
         *         "maxTeams": 6
         *       },
         *       "usage": {
         *         "users": 8,
         *         "teams": 5
         *       },
         *       "createdAt": "2025-09-01T08:30:00-04:00",
         *       "updatedAt": "2026-10-02T13:10:00-04:00"
         *     }
         */
        Organization: {
            /** Format: uuid */
            id: string;
            /** @description The organisation's name. */
            name: string;
            /**
             * Format: uri
             * @description Logo shown in the sidebar; null shows the default icon.
             */
            logoUrl: string | null;
            /**
             * Format: email
             * @description Contact e-mail of the business.
             */
            email: string;
            /** @description Contact phone of the business. */
            phone: string;
            /** @description Street address. */
            address: string;
            city: string;
            state: string;
            zipCode: string;
            country: string;
            /**
             * @description IANA time zone; "today" and job dates are read in it.
             * @example America/New_York
             */
            timeZone: string;
            plan: components["schemas"]["OrganizationPlan"];
            usage: components["schemas"]["OrganizationUsage"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description A partial organisation: only the fields sent change. `planCode` changes the plan (MASTER only).
         * @example {
         *       "name": "Sparkle & Shine Cleaning Co.",
         *       "phone": "(617) 555-0101"
         *     }
         */
        OrganizationUpdate: {
            /** @description The organisation's name. */
            name?: string;
            /**
             * Format: uri
             * @description null removes the logo.
             */
            logoUrl?: string | null;
            /**
             * Format: email
             * @description Contact e-mail of the business.
             */
            email?: string;
            /** @description Contact phone of the business. */
            phone?: string;
            /** @description Street address. */
            address?: string;
            city?: string;
            state?: string;
            zipCode?: string;
            country?: string;
            /**
             * @description IANA time zone (`America/Chicago`; a fixed offset such as `+05:00` is not one); "today" and job dates are read in it. Existing jobs keep their date and wall-clock times in the new zone (see the operation).
             * @example America/New_York
             */
            timeZone?: string;
            /** @description Switch to another plan. MASTER only; a plan whose limits are below the current usage answers `409 CONFLICT`. */
            planCode?: components["schemas"]["PlanCode"];
        };
        /**
         * @description The organisation's first user, who gets the MASTER role.
         * @example {
         *       "firstName": "Dana",
         *       "lastName": "Whitfield",
         *       "email": "dana@brightnestcleaning.example",
         *       "phone": "(512) 555-0163",
         *       "login": "dana.whitfield",
         *       "password": "Brightnest2026",
         *       "passwordConfirmation": "Brightnest2026"
         *     }
         */
        MasterUserRegistration: {
            firstName: string;
            lastName: string;
            /**
             * Format: email
             * @description Unique across Spotless.
             */
            email: string;
            phone?: string | null;
            /** @description Sign-in name: 3 to 50 letters, digits, dots, underscores or hyphens. Unique across Spotless. */
            login: string;
            /**
             * Format: password
             * @description At least 8 characters (at most 128), with at least one letter and one digit.
             */
            password: string;
            /**
             * Format: password
             * @description Must equal `password`.
             */
            passwordConfirmation: string;
        };
        /**
         * @description Self-registration: a new organisation (on the STARTER plan) and its MASTER user.
         * @example {
         *       "name": "Brightnest Home Cleaning",
         *       "email": "hello@brightnestcleaning.example",
         *       "phone": "(512) 555-0160",
         *       "address": "1800 Barton Springs Road",
         *       "city": "Austin",
         *       "state": "TX",
         *       "zipCode": "78704",
         *       "country": "United States",
         *       "timeZone": "America/Chicago",
         *       "masterUser": {
         *         "firstName": "Dana",
         *         "lastName": "Whitfield",
         *         "email": "dana@brightnestcleaning.example",
         *         "phone": "(512) 555-0163",
         *         "login": "dana.whitfield",
         *         "password": "Brightnest2026",
         *         "passwordConfirmation": "Brightnest2026"
         *       }
         *     }
         */
        OrganizationRegistration: {
            /** @description The organisation's name. */
            name: string;
            /**
             * Format: email
             * @description Contact e-mail of the business.
             */
            email: string;
            /** @description Contact phone of the business. */
            phone: string;
            /** @description Street address. */
            address: string;
            city: string;
            state: string;
            zipCode: string;
            country: string;
            /**
             * @description IANA time zone of the business; `America/New_York` when omitted.
             * @default America/New_York
             * @example America/New_York
             */
            timeZone?: string;
            masterUser: components["schemas"]["MasterUserRegistration"];
        };
        /**
         * @description A team as nested in other resources.
         * @example {
         *       "id": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *       "name": "Blue Team",
         *       "color": "#2563EB"
         *     }
         */
        TeamSummary: {
            /** Format: uuid */
            id: string;
            name: string;
            color: components["schemas"]["HexColor"];
        };
        /**
         * @description A staff account of the organisation.
         * @example {
         *       "id": "f47ac10b-58cc-4372-a567-0e02b2c3d479",
         *       "photoUrl": "https://cdn.sparkleshine.example/avatars/f47ac10b.webp",
         *       "role": "CLEANER",
         *       "roleId": "9d4e2f1a-3b5c-4d6e-8f7a-0b1c2d3e4f5a",
         *       "firstName": "Marcus",
         *       "lastName": "Delgado",
         *       "email": "marcus.delgado@sparkleshine.example",
         *       "phone": "(617) 555-0187",
         *       "login": "marcus.delgado",
         *       "isDriver": true,
         *       "isActive": true,
         *       "lastLoginAt": "2026-11-21T07:42:10-05:00",
         *       "lastPasswordResetAt": "2026-02-14T18:03:55-05:00",
         *       "createdAt": "2025-09-08T12:00:00-04:00",
         *       "updatedAt": "2026-11-01T16:30:00-04:00",
         *       "defaultTeamId": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *       "defaultTeam": {
         *         "id": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *         "name": "Blue Team",
         *         "color": "#2563EB"
         *       }
         *     }
         */
        User: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uri
             * @description Avatar, set by `POST /users/{id}/avatar`.
             */
            photoUrl: string | null;
            role: components["schemas"]["Role"];
            /**
             * Format: uuid
             * @description Id of the role record; follows `role`.
             */
            roleId: string;
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            phone: string | null;
            /** @description Sign-in name: 3 to 50 letters, digits, dots, underscores or hyphens. Unique across Spotless. */
            login: string;
            isDriver: boolean;
            isActive: boolean;
            /**
             * Format: date-time
             * @description Last successful sign-in; null if never.
             */
            lastLoginAt: string | null;
            /**
             * Format: date-time
             * @description When the password was last set through a reset or create-password link.
             */
            lastPasswordResetAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: uuid */
            defaultTeamId: string | null;
            /** @description The team of `defaultTeamId`, or null. */
            defaultTeam: components["schemas"]["TeamSummary"] | null;
        };
        /**
         * @description The signed-in user's profile. Names and avatar are snake_case (`first_name`, `last_name`, `full_name`, `avatar_url`); `avatar_url` and `photoUrl` carry the same URL.
         * @example {
         *       "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *       "first_name": "Rachel",
         *       "last_name": "Kim",
         *       "full_name": "Rachel Kim",
         *       "email": "rachel.kim@sparkleshine.example",
         *       "login": "master",
         *       "role": "MASTER",
         *       "avatar_url": "https://cdn.sparkleshine.example/avatars/7c9e6679.jpg",
         *       "photoUrl": "https://cdn.sparkleshine.example/avatars/7c9e6679.jpg",
         *       "phone": "(617) 555-0111",
         *       "organizationId": "0b6f3c2a-5d1e-4f7a-9c3b-2e8d4a6f1b70",
         *       "defaultTeamId": null,
         *       "isDriver": false,
         *       "isActive": true,
         *       "lastLoginAt": "2026-11-21T08:01:37-05:00"
         *     }
         */
        CurrentUser: {
            /** Format: uuid */
            id: string;
            first_name: string;
            last_name: string;
            /** @description First and last name joined by a space. */
            full_name: string;
            /** Format: email */
            email: string;
            /** @description Sign-in name: 3 to 50 letters, digits, dots, underscores or hyphens. Unique across Spotless. */
            login: string;
            role: components["schemas"]["Role"];
            /** Format: uri */
            avatar_url: string | null;
            /** Format: uri */
            photoUrl: string | null;
            phone: string | null;
            /** Format: uuid */
            organizationId: string;
            /** Format: uuid */
            defaultTeamId: string | null;
            isDriver: boolean;
            isActive: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
        };
        /**
         * @description A new user, as `multipart/form-data`: every non-null field as a text part (booleans as `true` / `false`; leave out a part for null), plus an optional avatar `file` (PNG, JPEG or WebP, at most 2 MB). No password: the new user receives an e-mail with a link to create one.
         * @example {
         *       "firstName": "Marcus",
         *       "lastName": "Delgado",
         *       "email": "marcus.delgado@sparkleshine.example",
         *       "phone": "(617) 555-0187",
         *       "login": "marcus.delgado",
         *       "role": "CLEANER",
         *       "isDriver": true,
         *       "isActive": true,
         *       "defaultTeamId": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e"
         *     }
         */
        UserCreateForm: {
            /** @description Required (`First name is required`). */
            firstName: string;
            /** @description Required (`Last name is required`). */
            lastName: string;
            /**
             * Format: email
             * @description Unique across Spotless (`Invalid email address` when malformed).
             */
            email: string;
            /** @description Contact phone. */
            phone?: string | null;
            /** @description Sign-in name: 3 to 50 letters, digits, dots, underscores or hyphens. Unique across Spotless. */
            login: string;
            role: components["schemas"]["Role"];
            /**
             * @description The user drives the team vehicle.
             * @default false
             */
            isDriver?: boolean;
            /**
             * @description Inactive users can neither sign in nor use tokens issued earlier.
             * @default true
             */
            isActive?: boolean;
            /**
             * Format: uuid
             * @description The user's team (an active team of the organisation). A CLEANER sees the jobs of this team.
             */
            defaultTeamId?: string | null;
            /**
             * Format: binary
             * @description Optional avatar: PNG, JPEG or WebP, at most 2 MB.
             */
            file?: string;
        };
        /**
         * @description The full user, without `photoUrl` (the avatar changes only through `POST /users/{id}/avatar`). Omitted optional fields take their defaults.
         * @example {
         *       "firstName": "Marcus",
         *       "lastName": "Delgado",
         *       "email": "marcus.delgado@sparkleshine.example",
         *       "phone": "(617) 555-0187",
         *       "login": "marcus.delgado",
         *       "role": "CLEANER",
         *       "isDriver": true,
         *       "isActive": true,
         *       "defaultTeamId": "c8a1f2e3-7b6d-4c5a-9e8f-3d2c1b0a9f8e"
         *     }
         */
        UserUpdate: {
            /** @description Required (`First name is required`). */
            firstName: string;
            /** @description Required (`Last name is required`). */
            lastName: string;
            /**
             * Format: email
             * @description Unique across Spotless (`Invalid email address` when malformed).
             */
            email: string;
            /** @description Contact phone. */
            phone?: string | null;
            /** @description Sign-in name: 3 to 50 letters, digits, dots, underscores or hyphens. Unique across Spotless. */
            login: string;
            role: components["schemas"]["Role"];
            /**
             * @description The user drives the team vehicle.
             * @default false
             */
            isDriver?: boolean;
            /**
             * @description Inactive users can neither sign in nor use tokens issued earlier.
             * @default true
             */
            isActive?: boolean;
            /**
             * Format: uuid
             * @description The user's team (an active team of the organisation). A CLEANER sees the jobs of this team.
             */
            defaultTeamId?: string | null;
        };
        /**
         * @description An avatar image as `multipart/form-data`.
         * @example {
         *       "file": "(binary image data)"
         *     }
         */
        AvatarUpload: {
            /**
             * Format: binary
             * @description PNG, JPEG or WebP, at most 2 MB.
             */
            file: string;
        };
        /**
         * @description The signed-in user's calendar feed, without its address (shown only when made).
         * @example {
         *       "teamId": "0b8e7f57-3a1f-4bde-9f6f-2f4c1c7f9a10",
         *       "createdAt": "2026-11-02T15:04:05-05:00"
         *     }
         */
        CalendarFeed: {
            /**
             * Format: uuid
             * @description The team whose visits the feed carries; null for every team of the organisation. A `CLEANER`'s feed follows their current team.
             */
            teamId: string | null;
            /**
             * Format: date-time
             * @description When the feed's address was made (or last renewed).
             */
            createdAt: string;
        };
        /**
         * @description A new calendar feed with its private address, shown this once.
         * @example {
         *       "teamId": "0b8e7f57-3a1f-4bde-9f6f-2f4c1c7f9a10",
         *       "createdAt": "2026-11-02T15:04:05-05:00",
         *       "url": "https://app.spotless.example/v1/calendar-feeds/cf_3q2-7wH0pL5dXy9kT1bN4mVa8sRc6eUg0fJiKoZlQwE",
         *       "webcalUrl": "webcal://app.spotless.example/v1/calendar-feeds/cf_3q2-7wH0pL5dXy9kT1bN4mVa8sRc6eUg0fJiKoZlQwE"
         *     }
         */
        CalendarFeedCreated: {
            /**
             * Format: uuid
             * @description The team whose visits the feed carries; null for every team of the organisation.
             */
            teamId: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uri
             * @description The feed's address (`https` in production), for Google Calendar's "From URL" and Outlook's "Subscribe from web".
             */
            url: string;
            /**
             * Format: uri
             * @description The same address with the `webcal` scheme, which opens the subscription in Apple Calendar and Outlook.
             */
            webcalUrl: string;
        };
        /**
         * @description Which visits a new calendar feed carries.
         * @example {
         *       "teamId": "0b8e7f57-3a1f-4bde-9f6f-2f4c1c7f9a10"
         *     }
         * @example {}
         */
        CalendarFeedRequest: {
            /**
             * Format: uuid
             * @description A team of the organisation; null for every team (MASTER and ADMIN only); omitted for the caller's own team.
             */
            teamId?: string | null;
        };
        /**
         * @description A group of staff that jobs are assigned to. Its colour paints its jobs.
         * @example {
         *       "id": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *       "name": "Blue Team",
         *       "description": "Residential cleans in Cambridge and Somerville.",
         *       "color": "#2563EB",
         *       "isActive": true,
         *       "organizationId": "0b6f3c2a-5d1e-4f7a-9c3b-2e8d4a6f1b70",
         *       "createdAt": "2025-09-01T09:00:00-04:00",
         *       "updatedAt": "2026-06-12T11:45:00-04:00",
         *       "memberCount": 3
         *     }
         */
        Team: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            color: components["schemas"]["HexColor"];
            /** @description Inactive teams cannot be given new jobs; their existing jobs stay. */
            isActive: boolean;
            /** Format: uuid */
            organizationId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description How many users have this team as their `defaultTeamId`. */
            memberCount: number;
        };
        /**
         * @description A new team.
         * @example {
         *       "name": "Green Team",
         *       "description": "Offices and move-out cleans downtown.",
         *       "color": "#16A34A",
         *       "isActive": true
         *     }
         */
        TeamInput: {
            /** @description Required (`Team name is required`); unique within the organisation. */
            name: string;
            description?: string | null;
            /**
             * @description Defaults to `#2563EB`.
             * @default #2563EB
             */
            color?: components["schemas"]["HexColor"];
            /** @default true */
            isActive?: boolean;
        };
        /**
         * @description Changes to a team: send the whole team (as the edit form does) or only the fields to change; fields left out keep their values.
         * @example {
         *       "name": "Green Team",
         *       "description": "Offices and move-out cleans downtown.",
         *       "color": "#15803D",
         *       "isActive": false
         *     }
         */
        TeamUpdate: {
            /** @description Unique within the organisation. */
            name?: string;
            description?: string | null;
            color?: components["schemas"]["HexColor"];
            isActive?: boolean;
        };
        /**
         * @description A kind of service, such as a standard or a deep clean.
         * @example {
         *       "id": "8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6",
         *       "name": "Standard Clean",
         *       "short": "STD",
         *       "description": "Kitchen, bathrooms, dusting, vacuuming and mopping of every room.",
         *       "isActive": true
         *     }
         */
        JobType: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description Short label for tight spaces (calendar cards). */
            short: string | null;
            description: string | null;
            /** @description Inactive job types cannot be given to new jobs; existing jobs keep them. */
            isActive: boolean;
        };
        /**
         * @description A job type, whole (create and replace). Omitted optional fields take their defaults.
         * @example {
         *       "name": "Deep Clean",
         *       "short": "DEEP",
         *       "description": "Standard clean plus baseboards, inside appliances and cabinets.",
         *       "isActive": true
         *     }
         */
        JobTypeInput: {
            /** @description Unique within the organisation. */
            name: string;
            short?: string | null;
            description?: string | null;
            /** @default true */
            isActive?: boolean;
        };
        /**
         * @description One of the organisation's kinds of service address (House, Apartment, Office, Vacation rental, Move-out...): it tells a team what kind of job to expect there.
         * @example {
         *       "id": "b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d",
         *       "name": "House",
         *       "description": "A single-family home; park in the driveway when there is room.",
         *       "isActive": true,
         *       "organizationId": "3f9c2b1a-7d4e-4f6a-9b8c-1d2e3f4a5b6c",
         *       "createdAt": "2026-01-05T14:00:00Z",
         *       "updatedAt": "2026-01-05T14:00:00Z"
         *     }
         */
        AddressType: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            /** @description Inactive address types cannot be given to an address; the addresses that have one keep it. */
            isActive: boolean;
            /** Format: uuid */
            organizationId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description An address type, whole (create and replace). Omitted optional fields take their defaults.
         * @example {
         *       "name": "Vacation rental",
         *       "description": "Turnover between guests; linens and restocking.",
         *       "isActive": true
         *     }
         */
        AddressTypeInput: {
            /** @description Unique within the organisation whatever its case (surrounding spaces are trimmed). */
            name: string;
            description?: string | null;
            /** @default true */
            isActive?: boolean;
        };
        /** @description An address type as nested in a job's address. */
        AddressTypeSummary: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        /**
         * @description A place where a client is served. Its entry code is never part of it (see `hasEntryCode`).
         * @example {
         *       "id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "clientId": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *       "addressTypeId": "b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d",
         *       "reference": "Home",
         *       "street": "42 Willow Creek Lane",
         *       "complement": "Apt 3B",
         *       "city": "Cambridge",
         *       "state": "MA",
         *       "zipCode": "02139",
         *       "isDefault": true,
         *       "isBilling": true,
         *       "chargeAmount": "145.00",
         *       "chargeBy": "FIXED",
         *       "entryMethod": "CODE",
         *       "hasEntryCode": true,
         *       "otherInformation": "Park in the visitor spot; the cat must stay inside.",
         *       "latitude": 42.3736,
         *       "longitude": -71.1097,
         *       "isActive": true,
         *       "lastUsedAt": "2026-11-19T14:05:00-05:00"
         *     }
         */
        ClientAddress: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description Only in the answer to the create or update that added this address: the `tempId` the request gave it, so the caller can match its draft to the new `id`.
             */
            tempId?: string;
            /** Format: uuid */
            clientId: string;
            /**
             * Format: uuid
             * @description The kind of place: one of the organisation's address types (`GET /address-types`), or null when not classified. It may be a type deactivated since it was given.
             */
            addressTypeId: string | null;
            /** @description A label for the address, such as "Home" or "Beach house". */
            reference: string | null;
            /** @description Required. */
            street: string;
            /** @description Apartment, suite, floor. */
            complement: string | null;
            /** @description Required. */
            city: string;
            /** @description Required. */
            state: string;
            /** @description Required. */
            zipCode: string;
            isDefault: boolean;
            isBilling: boolean;
            /** @description Usual charge for a job here. */
            chargeAmount: components["schemas"]["MoneyAmount"] | null;
            /** @description Usual charge basis for a job here. */
            chargeBy: components["schemas"]["ChargeBy"] | null;
            /** @description How the team gets in. */
            entryMethod: components["schemas"]["EntryMethod"] | null;
            /** @description Whether a door or gate code is stored. Reads never carry the code itself; `revealEntryCode` answers it to those who may see it, and records that they did. */
            hasEntryCode: boolean;
            otherInformation: string | null;
            latitude: number | null;
            longitude: number | null;
            isActive: boolean;
            /**
             * Format: date-time
             * @description When the latest job at this address took place; null if none yet. Set by the server.
             */
            lastUsedAt: string | null;
        };
        /**
         * @description An address of a new client. `tempId` is a client-generated uuid that names the draft address; the server assigns the real `id`.
         * @example {
         *       "tempId": "6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d",
         *       "reference": "Home",
         *       "street": "42 Willow Creek Lane",
         *       "complement": "Apt 3B",
         *       "city": "Cambridge",
         *       "state": "MA",
         *       "zipCode": "02139",
         *       "isDefault": true,
         *       "isBilling": true,
         *       "chargeAmount": "145.00",
         *       "chargeBy": "FIXED",
         *       "entryMethod": "CODE",
         *       "entryCode": "4821#",
         *       "otherInformation": "Park in the visitor spot; the cat must stay inside.",
         *       "isActive": true
         *     }
         */
        ClientAddressCreate: {
            /** Format: uuid */
            tempId: string;
            /**
             * Format: uuid
             * @description The kind of place: one of the organisation's active address types (`GET /address-types`), or null. An address keeps a type deactivated since it was given; giving an inactive type to an address that does not have it answers `400 VALIDATION_FAILED` (`addresses.N.addressTypeId`: `This address type is inactive`), and an id that is not one of the organisation's types `400 VALIDATION_FAILED` (`Unknown address type`).
             */
            addressTypeId?: string | null;
            /** @description A label for the address, such as "Home" or "Beach house". */
            reference?: string | null;
            /** @description Required. */
            street: string;
            /** @description Apartment, suite, floor. */
            complement?: string | null;
            /** @description Required. */
            city: string;
            /** @description Required. */
            state: string;
            /** @description Required. */
            zipCode: string;
            /**
             * @description The client's main address (at most one per client).
             * @default false
             */
            isDefault?: boolean;
            /**
             * @description Where invoices go.
             * @default false
             */
            isBilling?: boolean;
            /** @description Usual charge for a job here. */
            chargeAmount?: components["schemas"]["MoneyAmount"] | null;
            /** @description Usual charge basis for a job here. */
            chargeBy?: components["schemas"]["ChargeBy"] | null;
            /** @description How the team gets in. */
            entryMethod?: components["schemas"]["EntryMethod"] | null;
            /** @description Door or gate code (MASTER and ADMIN only). A new address stores the code given; omitted or null stores none. */
            entryCode?: string | null;
            otherInformation?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            /**
             * @description Only active addresses can be given to new jobs.
             * @default true
             */
            isActive?: boolean;
        };
        /**
         * @description An address in a client update: an existing address carries its `id`, a new one a client-generated `tempId` (exactly one of the two). An `id` that is not an address of this client answers `400 VALIDATION_FAILED`.
         * @example {
         *       "id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "reference": "Home",
         *       "street": "42 Willow Creek Lane",
         *       "complement": "Apt 3B",
         *       "city": "Cambridge",
         *       "state": "MA",
         *       "zipCode": "02139",
         *       "isDefault": true,
         *       "isBilling": true,
         *       "chargeAmount": "145.00",
         *       "chargeBy": "FIXED",
         *       "entryMethod": "CODE",
         *       "entryCode": "4821#",
         *       "otherInformation": "Park in the visitor spot; the cat must stay inside.",
         *       "isActive": true
         *     }
         */
        ClientAddressUpdate: {
            /**
             * Format: uuid
             * @description Id of an existing address of this client.
             */
            id?: string;
            /**
             * Format: uuid
             * @description Client-generated uuid of a new address.
             */
            tempId?: string;
            /**
             * Format: uuid
             * @description The kind of place: one of the organisation's active address types (`GET /address-types`), or null. An address keeps a type deactivated since it was given; giving an inactive type to an address that does not have it answers `400 VALIDATION_FAILED` (`addresses.N.addressTypeId`: `This address type is inactive`), and an id that is not one of the organisation's types `400 VALIDATION_FAILED` (`Unknown address type`).
             */
            addressTypeId?: string | null;
            /** @description A label for the address, such as "Home" or "Beach house". */
            reference?: string | null;
            /** @description Required. */
            street: string;
            /** @description Apartment, suite, floor. */
            complement?: string | null;
            /** @description Required. */
            city: string;
            /** @description Required. */
            state: string;
            /** @description Required. */
            zipCode: string;
            /**
             * @description The client's main address (at most one per client).
             * @default false
             */
            isDefault?: boolean;
            /**
             * @description Where invoices go.
             * @default false
             */
            isBilling?: boolean;
            /** @description Usual charge for a job here. */
            chargeAmount?: components["schemas"]["MoneyAmount"] | null;
            /** @description Usual charge basis for a job here. */
            chargeBy?: components["schemas"]["ChargeBy"] | null;
            /** @description How the team gets in. */
            entryMethod?: components["schemas"]["EntryMethod"] | null;
            /** @description Door or gate code. Omitted: the stored code stays as it is (reads never carry it, so a caller sends it only to change it). A text: the new code. `null`: the code is cleared. Only MASTER and ADMIN may send it (set or clear); a `BILLING` caller who sends it gets `403 FORBIDDEN`. A new address (`tempId`) stores the code given, none when omitted or null. */
            entryCode?: string | null;
            otherInformation?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            /**
             * @description Only active addresses can be given to new jobs.
             * @default true
             */
            isActive?: boolean;
        };
        /**
         * @description A customer of the business, with the addresses where they are served.
         * @example {
         *       "id": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *       "photoUrl": null,
         *       "firstName": "Olivia",
         *       "lastName": "Hartley",
         *       "birthday": "1986-04-17",
         *       "phone1": "(617) 555-0142",
         *       "phone2": null,
         *       "email": "olivia.hartley@example.com",
         *       "addresses": [
         *         {
         *           "id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *           "clientId": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *           "addressTypeId": "b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d",
         *           "reference": "Home",
         *           "street": "42 Willow Creek Lane",
         *           "complement": "Apt 3B",
         *           "city": "Cambridge",
         *           "state": "MA",
         *           "zipCode": "02139",
         *           "isDefault": true,
         *           "isBilling": true,
         *           "chargeAmount": "145.00",
         *           "chargeBy": "FIXED",
         *           "entryMethod": "CODE",
         *           "hasEntryCode": true,
         *           "otherInformation": "Park in the visitor spot; the cat must stay inside.",
         *           "latitude": 42.3736,
         *           "longitude": -71.1097,
         *           "isActive": true,
         *           "lastUsedAt": "2026-11-19T14:05:00-05:00"
         *         }
         *       ],
         *       "preferredFrequency": "BI_WEEKLY",
         *       "preferredDay": "TUESDAY",
         *       "paymentMethod": "ZELLE",
         *       "paymentInformation": "Pays after each visit.",
         *       "clientSince": "2024-03-02",
         *       "source": "Referral",
         *       "otherInformation": "Prefers unscented products.",
         *       "isActive": true,
         *       "organizationId": "0b6f3c2a-5d1e-4f7a-9c3b-2e8d4a6f1b70",
         *       "createdAt": "2024-03-02T15:20:11-05:00",
         *       "updatedAt": "2026-10-30T09:12:44-04:00"
         *     }
         */
        Client: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            photoUrl: string | null;
            /** @description Required. */
            firstName: string;
            /** @description Required. */
            lastName: string;
            /** Format: date */
            birthday: string | null;
            /** @description Primary phone. Required. */
            phone1: string;
            phone2: string | null;
            /** Format: email */
            email: string | null;
            /** @description How often the client wants service. */
            preferredFrequency: components["schemas"]["Frequency"] | null;
            /** @description Preferred day of the week. */
            preferredDay: components["schemas"]["Weekday"] | null;
            /** @description How the client pays. BILLING may change it. */
            paymentMethod: components["schemas"]["PaymentMethod"] | null;
            /** @description Payment notes. BILLING may change them. */
            paymentInformation: string | null;
            /** Format: date */
            clientSince: string | null;
            /** @description How the client found the business. */
            source: string | null;
            otherInformation: string | null;
            isActive: boolean;
            addresses: components["schemas"]["ClientAddress"][];
            /** Format: uuid */
            organizationId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description A new client. Addresses: `street`, `city`, `state` and `zipCode` are required; at most one address may be `isDefault`.
         * @example {
         *       "photoUrl": null,
         *       "firstName": "Olivia",
         *       "lastName": "Hartley",
         *       "birthday": "1986-04-17",
         *       "phone1": "(617) 555-0142",
         *       "phone2": null,
         *       "email": "olivia.hartley@example.com",
         *       "preferredFrequency": "BI_WEEKLY",
         *       "preferredDay": "TUESDAY",
         *       "paymentMethod": "ZELLE",
         *       "paymentInformation": "Pays after each visit.",
         *       "clientSince": "2024-03-02",
         *       "source": "Referral",
         *       "otherInformation": "Prefers unscented products.",
         *       "isActive": true,
         *       "addresses": [
         *         {
         *           "tempId": "6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d",
         *           "reference": "Home",
         *           "street": "42 Willow Creek Lane",
         *           "complement": "Apt 3B",
         *           "city": "Cambridge",
         *           "state": "MA",
         *           "zipCode": "02139",
         *           "isDefault": true,
         *           "isBilling": true,
         *           "chargeAmount": "145.00",
         *           "chargeBy": "FIXED",
         *           "entryMethod": "CODE",
         *           "entryCode": "4821#",
         *           "otherInformation": "Park in the visitor spot; the cat must stay inside.",
         *           "isActive": true
         *         }
         *       ]
         *     }
         */
        ClientCreate: {
            /** Format: uri */
            photoUrl?: string | null;
            /** @description Required. */
            firstName: string;
            /** @description Required. */
            lastName: string;
            /** Format: date */
            birthday?: string | null;
            /** @description Primary phone. Required. */
            phone1: string;
            phone2?: string | null;
            /** Format: email */
            email?: string | null;
            /** @description How often the client wants service. */
            preferredFrequency?: components["schemas"]["Frequency"] | null;
            /** @description Preferred day of the week. */
            preferredDay?: components["schemas"]["Weekday"] | null;
            /** @description How the client pays. BILLING may change it. */
            paymentMethod?: components["schemas"]["PaymentMethod"] | null;
            /** @description Payment notes. BILLING may change them. */
            paymentInformation?: string | null;
            /** Format: date */
            clientSince?: string | null;
            /** @description How the client found the business. */
            source?: string | null;
            otherInformation?: string | null;
            /** @default true */
            isActive?: boolean;
            /** @default [] */
            addresses?: components["schemas"]["ClientAddressCreate"][];
        };
        /**
         * @description The full client, addresses included. Existing addresses carry their `id`, new ones a `tempId`; addresses left out of the list are removed (an address that jobs refer to cannot be removed: `409 CONFLICT`; deactivate it instead). Omitted optional fields take their defaults. Addresses: `street`, `city`, `state` and `zipCode` are required; at most one address may be `isDefault`.
         * @example {
         *       "photoUrl": null,
         *       "firstName": "Olivia",
         *       "lastName": "Hartley",
         *       "birthday": "1986-04-17",
         *       "phone1": "(617) 555-0142",
         *       "phone2": null,
         *       "email": "olivia.hartley@example.com",
         *       "preferredFrequency": "BI_WEEKLY",
         *       "preferredDay": "TUESDAY",
         *       "paymentMethod": "CARD",
         *       "paymentInformation": "Pays after each visit.",
         *       "clientSince": "2024-03-02",
         *       "source": "Referral",
         *       "otherInformation": "Prefers unscented products.",
         *       "isActive": true,
         *       "addresses": [
         *         {
         *           "id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *           "reference": "Home",
         *           "street": "42 Willow Creek Lane",
         *           "complement": "Apt 3B",
         *           "city": "Cambridge",
         *           "state": "MA",
         *           "zipCode": "02139",
         *           "isDefault": true,
         *           "isBilling": true,
         *           "chargeAmount": "145.00",
         *           "chargeBy": "FIXED",
         *           "entryMethod": "CODE",
         *           "entryCode": "4821#",
         *           "otherInformation": "Park in the visitor spot; the cat must stay inside.",
         *           "isActive": true
         *         },
         *         {
         *           "tempId": "6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d",
         *           "reference": "Lake house",
         *           "street": "9 Birch Point Road",
         *           "complement": null,
         *           "city": "Wolfeboro",
         *           "state": "NH",
         *           "zipCode": "03894",
         *           "isDefault": false,
         *           "isBilling": false,
         *           "chargeAmount": "220.00",
         *           "chargeBy": "PRESET_HOURS",
         *           "entryMethod": "KEY",
         *           "entryCode": null,
         *           "otherInformation": "Key under the blue planter.",
         *           "isActive": true
         *         }
         *       ]
         *     }
         */
        ClientUpdate: {
            /** Format: uri */
            photoUrl?: string | null;
            /** @description Required. */
            firstName: string;
            /** @description Required. */
            lastName: string;
            /** Format: date */
            birthday?: string | null;
            /** @description Primary phone. Required. */
            phone1: string;
            phone2?: string | null;
            /** Format: email */
            email?: string | null;
            /** @description How often the client wants service. */
            preferredFrequency?: components["schemas"]["Frequency"] | null;
            /** @description Preferred day of the week. */
            preferredDay?: components["schemas"]["Weekday"] | null;
            /** @description How the client pays. BILLING may change it. */
            paymentMethod?: components["schemas"]["PaymentMethod"] | null;
            /** @description Payment notes. BILLING may change them. */
            paymentInformation?: string | null;
            /** Format: date */
            clientSince?: string | null;
            /** @description How the client found the business. */
            source?: string | null;
            otherInformation?: string | null;
            /** @default true */
            isActive?: boolean;
            addresses: components["schemas"]["ClientAddressUpdate"][];
        };
        /**
         * @description Where an entry code is revealed from.
         * @example {
         *       "jobId": "7d0f3c52-5f57-4b7e-9d7e-0c1f1b2f3a4b"
         *     }
         * @example {}
         */
        EntryCodeRevealRequest: {
            /**
             * Format: uuid
             * @description The visit (a job at this address) the code is revealed from; omitted or null for none. A `CLEANER` must give one.
             */
            jobId?: string | null;
        };
        /**
         * @description An address's entry code, as revealed.
         * @example {
         *       "entryCode": "4821#"
         *     }
         */
        EntryCode: {
            /** @description The door or gate code; null when none is stored. */
            entryCode: string | null;
        };
        /**
         * @description One reveal of an entry code, in a client's log.
         * @example {
         *       "id": "3b9d2f4e-8a1c-4e5f-9b7a-6c5d4e3f2a1b",
         *       "revealedAt": "2026-11-19T08:12:40-05:00",
         *       "user": {
         *         "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *         "name": "Dana Whitfield"
         *       },
         *       "addressId": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "address": {
         *         "id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *         "street": "42 Willow Creek Lane",
         *         "complement": "Apt 3B",
         *         "city": "Cambridge",
         *         "state": "MA",
         *         "zipCode": "02139",
         *         "entryMethod": "CODE",
         *         "hasEntryCode": true,
         *         "addressType": {
         *           "id": "b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d",
         *           "name": "House"
         *         }
         *       },
         *       "job": {
         *         "id": "7d0f3c52-5f57-4b7e-9d7e-0c1f1b2f3a4b",
         *         "date": "2026-11-19"
         *       }
         *     }
         */
        EntryCodeReveal: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When the code was revealed, on the organisation's clock.
             */
            revealedAt: string;
            /** @description Who revealed it (their name as it was then). */
            user: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** Format: uuid */
            addressId: string;
            /** @description The address whose code was revealed; null once the address is deleted. */
            address: components["schemas"]["JobAddressSummary"] | null;
            /** @description The visit it was revealed from (its date as it was then); null when revealed without one. */
            job: {
                /** Format: uuid */
                id: string;
                /** Format: date */
                date: string;
            } | null;
        };
        /**
         * @description A job type as nested in a job.
         * @example {
         *       "id": "8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6",
         *       "name": "Standard Clean"
         *     }
         */
        JobTypeSummary: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        /**
         * @description The client as nested in a job.
         * @example {
         *       "id": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *       "firstName": "Olivia",
         *       "lastName": "Hartley",
         *       "phone1": "(617) 555-0142"
         *     }
         */
        JobClientSummary: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
            phone1: string;
        };
        /**
         * @description The service address as nested in a job. Its entry code is never part of it (see `hasEntryCode`).
         * @example {
         *       "id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "street": "42 Willow Creek Lane",
         *       "complement": "Apt 3B",
         *       "city": "Cambridge",
         *       "state": "MA",
         *       "zipCode": "02139",
         *       "hasEntryCode": true,
         *       "addressType": {
         *         "id": "b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d",
         *         "name": "House"
         *       },
         *       "entryMethod": "CODE"
         *     }
         */
        JobAddressSummary: {
            /** Format: uuid */
            id: string;
            street: string;
            complement: string | null;
            city: string;
            state: string;
            zipCode: string;
            /** @description The address's type (it may be inactive), or null when not classified. */
            addressType: components["schemas"]["AddressTypeSummary"] | null;
            /** @description Whether the address has an entry code stored. The code itself is answered only by `POST /addresses/{id}/entry-code-reveals`. */
            hasEntryCode: boolean;
            /** @description How the team gets in (the code itself is never nested in a job). */
            entryMethod: components["schemas"]["EntryMethod"] | null;
        };
        /**
         * @description A user as nested in other resources.
         * @example {
         *       "id": "a3bb189e-8bf9-4888-9912-ace4e6543002"
         *     }
         */
        UserReference: {
            /** Format: uuid */
            id: string;
        };
        /**
         * @description A visit of a team to a client address on a date, with its nested client, address, team and job type.
         * @example {
         *       "id": "d2c1b0a9-8f7e-4d6c-b5a4-392817160504",
         *       "status": "SCHEDULED",
         *       "date": "2026-12-03",
         *       "order": 0,
         *       "scheduledStartTime": "2026-12-03T09:00:00-05:00",
         *       "scheduledEndTime": "2026-12-03T11:30:00-05:00",
         *       "trackedStartTime": null,
         *       "trackedEndTime": null,
         *       "chargeAmount": "145.00",
         *       "chargeBy": "FIXED",
         *       "otherInformation": "Bring the extension duster for the high shelves.",
         *       "isPaid": false,
         *       "cancelReason": null,
         *       "jobTypeId": "8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6",
         *       "clientId": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *       "addressId": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "teamId": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *       "createdById": "a3bb189e-8bf9-4888-9912-ace4e6543002",
         *       "createdAt": "2026-11-20T10:15:00-05:00",
         *       "updatedAt": "2026-11-20T10:15:00-05:00",
         *       "seriesId": "7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090",
         *       "originalDate": "2026-12-03",
         *       "overrides": [],
         *       "skip": null,
         *       "jobType": {
         *         "id": "8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6",
         *         "name": "Standard Clean"
         *       },
         *       "client": {
         *         "id": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *         "firstName": "Olivia",
         *         "lastName": "Hartley",
         *         "phone1": "(617) 555-0142"
         *       },
         *       "address": {
         *         "id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *         "street": "42 Willow Creek Lane",
         *         "complement": "Apt 3B",
         *         "city": "Cambridge",
         *         "state": "MA",
         *         "zipCode": "02139",
         *         "hasEntryCode": true,
         *         "addressType": {
         *           "id": "b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d",
         *           "name": "House"
         *         },
         *         "entryMethod": "CODE"
         *       },
         *       "team": {
         *         "id": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *         "name": "Blue Team",
         *         "color": "#2563EB"
         *       },
         *       "createdBy": {
         *         "id": "a3bb189e-8bf9-4888-9912-ace4e6543002"
         *       }
         *     }
         */
        Job: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["JobStatus"];
            /**
             * Format: date
             * @description The job's day.
             */
            date: string;
            /** @description Position among the day's jobs without times (lower first). */
            order: number;
            /**
             * Format: date-time
             * @description Planned start; null for a job without times.
             */
            scheduledStartTime: string | null;
            /**
             * Format: date-time
             * @description Planned end; null for a job without times.
             */
            scheduledEndTime: string | null;
            /** @description When work actually started. */
            trackedStartTime: components["schemas"]["TimeOfDay"] | null;
            /** @description When work actually ended. */
            trackedEndTime: components["schemas"]["TimeOfDay"] | null;
            /** @description What the job costs the client. */
            chargeAmount: components["schemas"]["MoneyAmount"] | null;
            /** @description How the job is charged. */
            chargeBy: components["schemas"]["ChargeBy"] | null;
            otherInformation: string | null;
            isPaid: boolean;
            /** @description Set when cancelled. */
            cancelReason: string | null;
            /** Format: uuid */
            jobTypeId: string | null;
            /** Format: uuid */
            clientId: string;
            /** Format: uuid */
            addressId: string;
            /** Format: uuid */
            teamId: string;
            /**
             * Format: uuid
             * @description Who created the job; null once that user is deleted.
             */
            createdById: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: uuid
             * @description The series this job is a visit of; null for a plain job.
             */
            seriesId: string | null;
            /**
             * Format: date
             * @description The date the series' rule gave this visit, kept when the visit moves; null for a plain job.
             */
            originalDate: string | null;
            /** @description The fields of this visit changed on it alone (they differ from its series); empty for a plain job. */
            overrides: components["schemas"]["VisitField"][];
            /** @description How the job was skipped (it is then `CANCELLED`), or null. */
            skip: components["schemas"]["JobSkip"] | null;
            /** @description The job type, or null. */
            jobType: components["schemas"]["JobTypeSummary"] | null;
            client: components["schemas"]["JobClientSummary"];
            address: components["schemas"]["JobAddressSummary"];
            team: components["schemas"]["TeamSummary"];
            /** @description The creator, or null. */
            createdBy: components["schemas"]["UserReference"] | null;
        };
        /**
         * @description A job, whole (create and replace); omitted optional fields take their defaults. The address must belong to the client; the address, team and job type must be active when they are assigned (a job keeps one that is deactivated later, so later updates still pass). An unknown or foreign id in the body answers `400 VALIDATION_FAILED` on that field. `scheduledStartTime` and `scheduledEndTime` are both set or both null; the start falls on `date` in the organisation's time zone and the end is after the start. Tracked times follow the same order when both are set. A `CANCELLED` job needs a `cancelReason`.
         * @example {
         *       "status": "SCHEDULED",
         *       "date": "2026-12-03",
         *       "order": 0,
         *       "scheduledStartTime": "2026-12-03T09:00:00-05:00",
         *       "scheduledEndTime": "2026-12-03T11:30:00-05:00",
         *       "trackedStartTime": null,
         *       "trackedEndTime": null,
         *       "chargeAmount": "145.00",
         *       "chargeBy": "FIXED",
         *       "isPaid": false,
         *       "cancelReason": null,
         *       "otherInformation": "Bring the extension duster for the high shelves.",
         *       "jobTypeId": "8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6",
         *       "clientId": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *       "addressId": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "teamId": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e"
         *     }
         */
        JobInput: {
            /**
             * @description Defaults to `SCHEDULED`.
             * @default SCHEDULED
             */
            status?: components["schemas"]["JobStatus"];
            /**
             * Format: date
             * @description The job's day, from `1900-01-01` to `2999-12-31`. Required.
             */
            date: string;
            /** @default 0 */
            order?: number;
            /**
             * Format: date-time
             * @description Planned start as a full timestamp with offset on the job's date.
             */
            scheduledStartTime?: string | null;
            /**
             * Format: date-time
             * @description Planned end as a full timestamp with offset, after the start and no later than `2999-12-31` in the organisation's time zone.
             */
            scheduledEndTime?: string | null;
            /** @description When work actually started (`Invalid time format` otherwise). */
            trackedStartTime?: components["schemas"]["TimeOfDay"] | null;
            /** @description When work actually ended; not before `trackedStartTime` (`The end must not be before the start`), and equal to it for a visit started and completed within the same second. */
            trackedEndTime?: components["schemas"]["TimeOfDay"] | null;
            /** @description Formatted with two decimals. */
            chargeAmount?: components["schemas"]["MoneyAmount"] | null;
            /** @description How the job is charged. */
            chargeBy?: components["schemas"]["ChargeBy"] | null;
            /**
             * @description A new job is unpaid by default.
             * @default false
             */
            isPaid?: boolean;
            /** @description Required (non-empty) when `status` is `CANCELLED`. */
            cancelReason?: string | null;
            otherInformation?: string | null;
            /** Format: uuid */
            jobTypeId?: string | null;
            /** Format: uuid */
            clientId: string;
            /**
             * Format: uuid
             * @description An active address of the client.
             */
            addressId: string;
            /**
             * Format: uuid
             * @description An active team.
             */
            teamId: string;
            /** @description For a visit saved with scope `following` or `all`, the series' rule from this visit on or for the whole series; omitted or null keeps the rule. Not accepted by `POST /jobs` (a series is created with `POST /job-series`) nor with scope `this`, unless it is the series' rule as it stands (`400` on `recurrence`). */
            recurrence?: components["schemas"]["RecurrenceRule"] | null;
        };
        /**
         * @description How often a series repeats, in the organisation's time zone (the recurring values of `Frequency`; `ONE_TIME` is a plain job). `DAILY` every day; `EVERY_OTHER_DAY` every 2 days from the start; `WEEKLY` … `EVERY_TWELVE_WEEKS` on `preferredDay` every 1, 2, 3, 4, 5, 6, 8 or 12 weeks, counted from the week (Sunday to Saturday) of the start date; `MONTHLY` on the start date's day of the month, or the month's last day in shorter months (a series on the 31st has a visit on 28 or 29 February); `FIRST_OF_MONTH` … `FOURTH_OF_MONTH` and `LAST_OF_MONTH` on the first … fourth or last `preferredDay` of each month; `WEEK_DAYS` Monday to Friday.
         * @example BI_WEEKLY
         * @enum {string}
         */
        SeriesFrequency: "DAILY" | "EVERY_OTHER_DAY" | "WEEKLY" | "BI_WEEKLY" | "EVERY_THREE_WEEKS" | "EVERY_FOUR_WEEKS" | "EVERY_FIVE_WEEKS" | "EVERY_SIX_WEEKS" | "EVERY_EIGHT_WEEKS" | "EVERY_TWELVE_WEEKS" | "MONTHLY" | "FIRST_OF_MONTH" | "SECOND_OF_MONTH" | "THIRD_OF_MONTH" | "FOURTH_OF_MONTH" | "LAST_OF_MONTH" | "WEEK_DAYS";
        /**
         * @description Which visits of a series a change applies to: `this` visit only; `following`, this visit and the later ones; `all` visits. Visits in progress, completed, cancelled or in the past are never changed by `following` or `all`.
         * @example following
         * @enum {string}
         */
        SeriesScope: "this" | "following" | "all";
        /**
         * @description A field of a visit that can differ from its series (changed on that visit alone).
         * @example teamId
         * @enum {string}
         */
        VisitField: "date" | "scheduledStartTime" | "scheduledEndTime" | "addressId" | "teamId" | "jobTypeId" | "chargeAmount" | "chargeBy" | "otherInformation";
        /**
         * @description Why a visit is skipped: the client skipped it (`CLIENT_SKIPPED`), the company moved it (`COMPANY_MOVED`, a bump), the team could not get in (`LOCKOUT`), a holiday (`HOLIDAY`), or another reason (`OTHER`).
         * @example LOCKOUT
         * @enum {string}
         */
        SkipKind: "CLIENT_SKIPPED" | "COMPANY_MOVED" | "LOCKOUT" | "HOLIDAY" | "OTHER";
        /**
         * @description How a skipped job was skipped.
         * @example {
         *       "kind": "LOCKOUT",
         *       "note": "Nobody home, the key was not under the mat.",
         *       "isCharged": true
         *     }
         */
        JobSkip: {
            kind: components["schemas"]["SkipKind"];
            note: string | null;
            /** @description True for a lockout that keeps its charge. */
            isCharged: boolean;
        };
        /**
         * @description A skip. `keepCharge` may be true only for a `LOCKOUT` (`400` on `keepCharge` otherwise).
         * @example {
         *       "kind": "LOCKOUT",
         *       "note": "Nobody home, the key was not under the mat.",
         *       "keepCharge": true
         *     }
         */
        JobSkipInput: {
            kind: components["schemas"]["SkipKind"];
            note?: string | null;
            /** @default false */
            keepCharge?: boolean;
        };
        /**
         * @description A series' rule from a visit on (scope `following`) or for the whole series (scope `all`). `preferredDay` is required by the weekly frequencies and the n-th weekday of the month, and ignored (null) for the others. An end is an `endDate` or a `visitCount`, not both; open-ended when neither.
         * @example {
         *       "frequency": "BI_WEEKLY",
         *       "preferredDay": "TUESDAY",
         *       "endDate": null,
         *       "visitCount": null
         *     }
         */
        RecurrenceRule: {
            frequency: components["schemas"]["SeriesFrequency"];
            preferredDay?: components["schemas"]["Weekday"] | null;
            /**
             * Format: date
             * @description The last day a visit may fall on.
             */
            endDate?: string | null;
            /** @description How many visits the series has in all, counted from its start. */
            visitCount?: number | null;
        };
        /**
         * @description `ACTIVE` while the series still has visits to come (its end is not past); `ENDED` after.
         * @example ACTIVE
         * @enum {string}
         */
        JobSeriesStatus: "ACTIVE" | "ENDED";
        /**
         * @description A recurring service plan: what each visit is (client, address, team, job type, times, charge, notes) and when visits happen (the rule). Its visits are jobs with its `seriesId`.
         * @example {
         *       "id": "7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090",
         *       "clientId": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *       "addressId": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "teamId": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *       "jobTypeId": "8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6",
         *       "startTime": "09:00",
         *       "endTime": "11:30",
         *       "chargeAmount": "145.00",
         *       "chargeBy": "FIXED",
         *       "otherInformation": null,
         *       "frequency": "BI_WEEKLY",
         *       "preferredDay": "TUESDAY",
         *       "startDate": "2026-12-01",
         *       "endDate": null,
         *       "visitCount": null,
         *       "status": "ACTIVE",
         *       "nextVisitDate": "2026-12-01",
         *       "createdById": "a3bb189e-8bf9-4888-9912-ace4e6543002",
         *       "createdAt": "2026-11-20T10:15:00-05:00",
         *       "updatedAt": "2026-11-20T10:15:00-05:00",
         *       "client": {
         *         "id": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *         "firstName": "Olivia",
         *         "lastName": "Hartley",
         *         "phone1": "(617) 555-0142"
         *       },
         *       "address": {
         *         "id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *         "street": "42 Willow Creek Lane",
         *         "complement": "Apt 3B",
         *         "city": "Cambridge",
         *         "state": "MA",
         *         "zipCode": "02139",
         *         "hasEntryCode": true,
         *         "addressType": {
         *           "id": "b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d",
         *           "name": "House"
         *         },
         *         "entryMethod": "CODE"
         *       },
         *       "team": {
         *         "id": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *         "name": "Blue Team",
         *         "color": "#2563EB"
         *       },
         *       "jobType": {
         *         "id": "8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6",
         *         "name": "Standard Clean"
         *       }
         *     }
         */
        JobSeries: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            clientId: string;
            /** Format: uuid */
            addressId: string;
            /** Format: uuid */
            teamId: string;
            /** Format: uuid */
            jobTypeId: string | null;
            /** @description Each visit's start, on the organisation's clock; null for visits without times. */
            startTime: components["schemas"]["TimeOfDay"] | null;
            /** @description Each visit's end, on the same day as its start. */
            endTime: components["schemas"]["TimeOfDay"] | null;
            chargeAmount: components["schemas"]["MoneyAmount"] | null;
            chargeBy: components["schemas"]["ChargeBy"] | null;
            otherInformation: string | null;
            frequency: components["schemas"]["SeriesFrequency"];
            preferredDay: components["schemas"]["Weekday"] | null;
            /** Format: date */
            startDate: string;
            /**
             * Format: date
             * @description The last day a visit may fall on; null when the series ends by count or never. A series ended before its first visit has an end the day before its start.
             */
            endDate: string | null;
            visitCount: number | null;
            status: components["schemas"]["JobSeriesStatus"];
            /**
             * Format: date
             * @description The date of the next scheduled visit from today on, or null.
             */
            nextVisitDate: string | null;
            /** Format: uuid */
            createdById: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            client: components["schemas"]["JobClientSummary"];
            address: components["schemas"]["JobAddressSummary"];
            team: components["schemas"]["TeamSummary"];
            jobType: components["schemas"]["JobTypeSummary"] | null;
        };
        /**
         * @description A series, whole (create and replace). The client, address, team and job type follow the rules of `JobInput`; `startTime` and `endTime` are both set or both null, the end after the start on the same day. `startDate` and `endDate` are job dates (`1900-01-01` to `2999-12-31`), the end not before the start; an end is an `endDate` or a `visitCount`, not both. `preferredDay` is required by the weekly frequencies and the n-th weekday of the month (`400` on `preferredDay`), and ignored for the others.
         * @example {
         *       "clientId": "2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63",
         *       "addressId": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
         *       "teamId": "5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e",
         *       "jobTypeId": "8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6",
         *       "startTime": "09:00",
         *       "endTime": "11:30",
         *       "chargeAmount": "145.00",
         *       "chargeBy": "FIXED",
         *       "otherInformation": null,
         *       "frequency": "BI_WEEKLY",
         *       "preferredDay": "TUESDAY",
         *       "startDate": "2026-12-01",
         *       "endDate": null,
         *       "visitCount": null
         *     }
         */
        JobSeriesInput: {
            /** Format: uuid */
            clientId: string;
            /**
             * Format: uuid
             * @description An active address of the client.
             */
            addressId: string;
            /**
             * Format: uuid
             * @description An active team.
             */
            teamId: string;
            /** Format: uuid */
            jobTypeId?: string | null;
            startTime?: components["schemas"]["TimeOfDay"] | null;
            endTime?: components["schemas"]["TimeOfDay"] | null;
            chargeAmount?: components["schemas"]["MoneyAmount"] | null;
            chargeBy?: components["schemas"]["ChargeBy"] | null;
            otherInformation?: string | null;
            frequency: components["schemas"]["SeriesFrequency"];
            preferredDay?: components["schemas"]["Weekday"] | null;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate?: string | null;
            visitCount?: number | null;
        };
        /**
         * @description When a series ends.
         * @example {
         *       "lastDate": "2026-12-31"
         *     }
         */
        JobSeriesEnd: {
            /**
             * Format: date
             * @description The last day a visit may fall on; today in the organisation's time zone when omitted or null.
             */
            lastDate?: string | null;
        };
        /**
         * @description A draft rule, checked as `JobSeriesInput`'s, and how many of its dates to answer from `from` on (the start when omitted).
         * @example {
         *       "frequency": "BI_WEEKLY",
         *       "preferredDay": "TUESDAY",
         *       "startDate": "2026-12-01",
         *       "count": 5
         *     }
         */
        RecurrencePreviewRequest: {
            frequency: components["schemas"]["SeriesFrequency"];
            preferredDay?: components["schemas"]["Weekday"] | null;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate?: string | null;
            visitCount?: number | null;
            /**
             * Format: date
             * @description Dates on or after this day only.
             */
            from?: string | null;
            /**
             * @description How many dates to answer.
             * @default 5
             */
            count?: number;
        };
        /**
         * @description The first dates of a draft rule.
         * @example {
         *       "dates": [
         *         "2026-12-01",
         *         "2026-12-15",
         *         "2026-12-29",
         *         "2027-01-12",
         *         "2027-01-26"
         *       ],
         *       "total": null
         *     }
         */
        RecurrencePreview: {
            dates: string[];
            /** @description How many visits the rule gives in all, or null when it is open-ended. */
            total: number | null;
        };
        /**
         * @description A change of a visit to preview, as it would be saved (`job` is the body of `PUT /jobs/{id}`, required for `UPDATE`).
         * @example {
         *       "action": "DELETE",
         *       "scope": "following"
         *     }
         */
        SeriesChangeRequest: {
            /** @enum {string} */
            action: "UPDATE" | "DELETE";
            scope: components["schemas"]["SeriesScope"];
            job?: components["schemas"]["JobInput"] | null;
        };
        /**
         * @description A visit the change reaches that keeps fields of its own.
         * @example {
         *       "jobId": "d2c1b0a9-8f7e-4d6c-b5a4-392817160504",
         *       "date": "2026-12-15",
         *       "fields": [
         *         "teamId"
         *       ]
         *     }
         */
        VisitOverride: {
            /** Format: uuid */
            jobId: string;
            /** Format: date */
            date: string;
            fields: components["schemas"]["VisitField"][];
        };
        /**
         * @description What a change of a visit would do to its series.
         * @example {
         *       "action": "UPDATE",
         *       "scope": "all",
         *       "split": false,
         *       "changed": 26,
         *       "created": 0,
         *       "removed": 0,
         *       "untouched": 3,
         *       "keptOverrides": [
         *         {
         *           "jobId": "d2c1b0a9-8f7e-4d6c-b5a4-392817160504",
         *           "date": "2026-12-15",
         *           "fields": [
         *             "teamId"
         *           ]
         *         }
         *       ],
         *       "seriesEndDate": null
         *     }
         */
        SeriesChangePreview: {
            /** @enum {string} */
            action: "UPDATE" | "DELETE";
            scope: components["schemas"]["SeriesScope"];
            /** @description True when the series would be split at this visit (a change of rule, day or time from this visit on). */
            split: boolean;
            /** @description Visits that would change (this one included). */
            changed: number;
            /** @description Visits that would be added (a new rule gives new dates). */
            created: number;
            /** @description Visits that would be removed. */
            removed: number;
            /** @description Visits in the scope left as they are because they are in progress, completed, cancelled or past. */
            untouched: number;
            /** @description Changed visits that keep fields changed on them alone. */
            keptOverrides: components["schemas"]["VisitOverride"][];
            /**
             * Format: date
             * @description Where the series (or its earlier part, after a split) would end; null when its end does not change.
             */
            seriesEndDate: string | null;
        };
        /**
         * @description A conflict of a job's date, time and team: the team is deactivated (`TEAM_INACTIVE`), the date is before today (`PAST_DATE`), the start is before 06:00 (`OUTSIDE_HOURS`), another job of the team overlaps (`TEAM_BUSY`).
         * @enum {string}
         */
        JobConflictKind: "TEAM_INACTIVE" | "PAST_DATE" | "OUTSIDE_HOURS" | "TEAM_BUSY";
        /**
         * @description A job of the team that overlaps the time asked, with its times on the organisation's clock.
         * @example {
         *       "id": "d2c1b0a9-8f7e-4d6c-b5a4-392817160504",
         *       "clientName": "Olivia Hartley",
         *       "startTime": "09:00",
         *       "endTime": "11:30"
         *     }
         */
        ConflictingJob: {
            /** Format: uuid */
            id: string;
            /** @description The client's first and last name. */
            clientName: string;
            /** @description The start, `HH:MM` (`HH:MM:SS` when the seconds are not zero). */
            startTime: components["schemas"]["TimeOfDay"];
            /** @description The end, as `startTime`; `00:00` (or any time not after the start) when the job ends at or after midnight. */
            endTime: components["schemas"]["TimeOfDay"];
        };
        /**
         * @description One conflict; `jobs` comes with `TEAM_BUSY` only.
         * @example {
         *       "kind": "TEAM_BUSY",
         *       "jobs": [
         *         {
         *           "id": "d2c1b0a9-8f7e-4d6c-b5a4-392817160504",
         *           "clientName": "Olivia Hartley",
         *           "startTime": "09:00",
         *           "endTime": "11:30"
         *         }
         *       ]
         *     }
         */
        JobConflict: {
            kind: components["schemas"]["JobConflictKind"];
            /** @description With `TEAM_BUSY`, the overlapping jobs by start time. */
            jobs?: components["schemas"]["ConflictingJob"][];
        };
        /**
         * @description The conflicts of a job's date, time and team, in the order `TEAM_INACTIVE`, `PAST_DATE`, `OUTSIDE_HOURS`, `TEAM_BUSY`; empty when there are none.
         * @example {
         *       "conflicts": [
         *         {
         *           "kind": "PAST_DATE"
         *         },
         *         {
         *           "kind": "TEAM_BUSY",
         *           "jobs": [
         *             {
         *               "id": "d2c1b0a9-8f7e-4d6c-b5a4-392817160504",
         *               "clientName": "Olivia Hartley",
         *               "startTime": "09:00",
         *               "endTime": "11:30"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        JobConflicts: {
            conflicts: components["schemas"]["JobConflict"][];
        };
    };
    responses: {
        /** @description Invalid body, path or query (`VALIDATION_FAILED`); nothing was written. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid access token: `TOKEN_EXPIRED` when it has expired (refresh and retry), otherwise `UNAUTHORIZED`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's role may not do this (`FORBIDDEN`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's role may not do this (`FORBIDDEN`), or the plan allows no more users (`PLAN_LIMIT_REACHED`). */
        ForbiddenOrUserLimit: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's role may not do this (`FORBIDDEN`), or the plan allows no more teams (`PLAN_LIMIT_REACHED`). */
        ForbiddenOrTeamLimit: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource in the caller's organisation (`NOT_FOUND`); ids of other organisations answer the same. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The login or e-mail is already used by a Spotless user (`CONFLICT`); `details` names the field (`login` or `email`). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The uploaded file is over 2 MB, or the JSON body over 1 MB (`PAYLOAD_TOO_LARGE`). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file is not a PNG, JPEG or WebP image, or the body is not of the type the call takes (`application/json`, or `multipart/form-data` for the avatar-carrying calls) (`UNSUPPORTED_MEDIA_TYPE`). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts (`RATE_LIMITED`); wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change could not be saved (`SERVICE_UNAVAILABLE`), for example because the disk is full. Nothing of it was applied, so the same request may be sent again; `Retry-After` says when. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected server error (`INTERNAL`). */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The feed's token, from the address that `createCalendarFeed` answered.
         * @example cf_3q2-7wH0pL5dXy9kT1bN4mVa8sRc6eUg0fJiKoZlQwE
         */
        CalendarFeedToken: string;
        /**
         * @description The user's id.
         * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
         */
        UserId: string;
        /**
         * @description The address's id.
         * @example e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b
         */
        AddressId: string;
        /**
         * @description The client's id.
         * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
         */
        ClientId: string;
        /**
         * @description The job's id.
         * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
         */
        JobId: string;
        /**
         * @description The series' id.
         * @example 7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090
         */
        JobSeriesId: string;
        /** @description For a visit of a series, which visits the change applies to (`this` when omitted); ignored for a job that is not a visit. */
        Scope: components["schemas"]["SeriesScope"];
        /**
         * @description The job type's id.
         * @example 8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6
         */
        JobTypeId: string;
        /**
         * @description The address type's id.
         * @example b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d
         */
        AddressTypeId: string;
        /**
         * @description The team's id.
         * @example 5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e
         */
        TeamId: string;
        /** @description Case-insensitive search text. */
        Q: string;
        /** @description Page size. */
        Limit: number;
        /** @description How many matches to skip. */
        Offset: number;
        /** @description Sort direction. */
        Order: components["schemas"]["SortOrder"];
        /** @description Only active (`true`) or only inactive (`false`) ones; both when omitted. */
        IsActive: boolean;
    };
    requestBodies: never;
    headers: {
        /**
         * @description How many items match the filters, across all pages.
         * @example 120
         */
        XTotalCount: number;
        /**
         * @description Seconds to wait before trying again.
         * @example 900
         */
        RetryAfter: number;
    };
    pathItems: never;
};
export type Role = components['schemas']['Role'];
export type JobStatus = components['schemas']['JobStatus'];
export type Frequency = components['schemas']['Frequency'];
export type Weekday = components['schemas']['Weekday'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type ChargeBy = components['schemas']['ChargeBy'];
export type EntryMethod = components['schemas']['EntryMethod'];
export type PlanCode = components['schemas']['PlanCode'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type SortOrder = components['schemas']['SortOrder'];
export type HexColor = components['schemas']['HexColor'];
export type TimeOfDay = components['schemas']['TimeOfDay'];
export type MoneyAmount = components['schemas']['MoneyAmount'];
export type ErrorDetail = components['schemas']['ErrorDetail'];
export type Error = components['schemas']['Error'];
export type HealthStatus = components['schemas']['HealthStatus'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type RefreshTokenRequest = components['schemas']['RefreshTokenRequest'];
export type AuthTokens = components['schemas']['AuthTokens'];
export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];
export type PasswordResetTokenValidity = components['schemas']['PasswordResetTokenValidity'];
export type PasswordReset = components['schemas']['PasswordReset'];
export type OrganizationPlan = components['schemas']['OrganizationPlan'];
export type OrganizationUsage = components['schemas']['OrganizationUsage'];
export type Organization = components['schemas']['Organization'];
export type OrganizationUpdate = components['schemas']['OrganizationUpdate'];
export type MasterUserRegistration = components['schemas']['MasterUserRegistration'];
export type OrganizationRegistration = components['schemas']['OrganizationRegistration'];
export type TeamSummary = components['schemas']['TeamSummary'];
export type User = components['schemas']['User'];
export type CurrentUser = components['schemas']['CurrentUser'];
export type UserCreateForm = components['schemas']['UserCreateForm'];
export type UserUpdate = components['schemas']['UserUpdate'];
export type AvatarUpload = components['schemas']['AvatarUpload'];
export type CalendarFeed = components['schemas']['CalendarFeed'];
export type CalendarFeedCreated = components['schemas']['CalendarFeedCreated'];
export type CalendarFeedRequest = components['schemas']['CalendarFeedRequest'];
export type Team = components['schemas']['Team'];
export type TeamInput = components['schemas']['TeamInput'];
export type TeamUpdate = components['schemas']['TeamUpdate'];
export type JobType = components['schemas']['JobType'];
export type JobTypeInput = components['schemas']['JobTypeInput'];
export type AddressType = components['schemas']['AddressType'];
export type AddressTypeInput = components['schemas']['AddressTypeInput'];
export type AddressTypeSummary = components['schemas']['AddressTypeSummary'];
export type ClientAddress = components['schemas']['ClientAddress'];
export type ClientAddressCreate = components['schemas']['ClientAddressCreate'];
export type ClientAddressUpdate = components['schemas']['ClientAddressUpdate'];
export type Client = components['schemas']['Client'];
export type ClientCreate = components['schemas']['ClientCreate'];
export type ClientUpdate = components['schemas']['ClientUpdate'];
export type EntryCodeRevealRequest = components['schemas']['EntryCodeRevealRequest'];
export type EntryCode = components['schemas']['EntryCode'];
export type EntryCodeReveal = components['schemas']['EntryCodeReveal'];
export type JobTypeSummary = components['schemas']['JobTypeSummary'];
export type JobClientSummary = components['schemas']['JobClientSummary'];
export type JobAddressSummary = components['schemas']['JobAddressSummary'];
export type UserReference = components['schemas']['UserReference'];
export type Job = components['schemas']['Job'];
export type JobInput = components['schemas']['JobInput'];
export type SeriesFrequency = components['schemas']['SeriesFrequency'];
export type SeriesScope = components['schemas']['SeriesScope'];
export type VisitField = components['schemas']['VisitField'];
export type SkipKind = components['schemas']['SkipKind'];
export type JobSkip = components['schemas']['JobSkip'];
export type JobSkipInput = components['schemas']['JobSkipInput'];
export type RecurrenceRule = components['schemas']['RecurrenceRule'];
export type JobSeriesStatus = components['schemas']['JobSeriesStatus'];
export type JobSeries = components['schemas']['JobSeries'];
export type JobSeriesInput = components['schemas']['JobSeriesInput'];
export type JobSeriesEnd = components['schemas']['JobSeriesEnd'];
export type RecurrencePreviewRequest = components['schemas']['RecurrencePreviewRequest'];
export type RecurrencePreview = components['schemas']['RecurrencePreview'];
export type SeriesChangeRequest = components['schemas']['SeriesChangeRequest'];
export type VisitOverride = components['schemas']['VisitOverride'];
export type SeriesChangePreview = components['schemas']['SeriesChangePreview'];
export type JobConflictKind = components['schemas']['JobConflictKind'];
export type ConflictingJob = components['schemas']['ConflictingJob'];
export type JobConflict = components['schemas']['JobConflict'];
export type JobConflicts = components['schemas']['JobConflicts'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseForbiddenOrUserLimit = components['responses']['ForbiddenOrUserLimit'];
export type ResponseForbiddenOrTeamLimit = components['responses']['ForbiddenOrTeamLimit'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseUnsupportedMediaType = components['responses']['UnsupportedMediaType'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseServiceUnavailable = components['responses']['ServiceUnavailable'];
export type ResponseInternalError = components['responses']['InternalError'];
export type ParameterCalendarFeedToken = components['parameters']['CalendarFeedToken'];
export type ParameterUserId = components['parameters']['UserId'];
export type ParameterAddressId = components['parameters']['AddressId'];
export type ParameterClientId = components['parameters']['ClientId'];
export type ParameterJobId = components['parameters']['JobId'];
export type ParameterJobSeriesId = components['parameters']['JobSeriesId'];
export type ParameterScope = components['parameters']['Scope'];
export type ParameterJobTypeId = components['parameters']['JobTypeId'];
export type ParameterAddressTypeId = components['parameters']['AddressTypeId'];
export type ParameterTeamId = components['parameters']['TeamId'];
export type ParameterQ = components['parameters']['Q'];
export type ParameterLimit = components['parameters']['Limit'];
export type ParameterOffset = components['parameters']['Offset'];
export type ParameterOrder = components['parameters']['Order'];
export type ParameterIsActive = components['parameters']['IsActive'];
export type HeaderXTotalCount = components['headers']['XTotalCount'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Credentials. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthTokens"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Unknown login or wrong password (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account is inactive (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The current refresh token. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthTokens"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The refresh token is unknown, expired or revoked, or its user is inactive (`UNAUTHORIZED`). Sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The refresh token to revoke. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The organisation and its MASTER user. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationRegistration"];
            };
        };
        responses: {
            /** @description Accepted; the outcome goes to the registrant by e-mail (the same answer whether or not the login or e-mail is taken). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCurrentOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The fields to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationUpdate"];
            };
        };
        responses: {
            /** @description The updated organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The chosen plan is smaller than the current usage (`CONFLICT`, `details` names `planCode`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The e-mail of the account. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Accepted; an e-mail is on its way if the address belongs to a user. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validatePasswordResetToken: {
        parameters: {
            query: {
                /**
                 * @description The token from the e-mailed link.
                 * @example prt_3c1f0b6e2a9d4e7f8a5b6c7d8e9f0a1b
                 */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetTokenValidity"];
                };
            };
            /** @description The token is unknown, used or expired (`INVALID_RESET_TOKEN`), or missing (`VALIDATION_FAILED`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The token and the new password. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description The password is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The password breaks the rules or the confirmation differs (`VALIDATION_FAILED`), or the token is unknown, used or expired (`INVALID_RESET_TOKEN`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeed"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The caller has no calendar feed (never made, or revoked) (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Which team's visits the feed carries (`{}` for the caller's own team). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarFeedRequest"];
            };
        };
        responses: {
            /** @description The new feed, with its address (shown this once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller's role may not have a feed, or a `CLEANER` asked for another team or for every team (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A `CLEANER` who is on no team has no visits to show (`CONFLICT`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCalendarFeedEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The feed's token, from the address that `createCalendarFeed` answered.
                 * @example cf_3q2-7wH0pL5dXy9kT1bN4mVa8sRc6eUg0fJiKoZlQwE
                 */
                token: components["parameters"]["CalendarFeedToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     PRODID:-//Spotless//Calendar feed//EN
                     *     BEGIN:VTIMEZONE
                     *     TZID:America/New_York
                     *     ...
                     *     END:VTIMEZONE
                     *     BEGIN:VEVENT
                     *     UID:7d0f3c52-5f57-4b7e-9d7e-0c1f1b2f3a4b@spotless
                     *     SEQUENCE:0
                     *     DTSTAMP:20261102T150000Z
                     *     DTSTART;TZID=America/New_York:20261107T090000
                     *     DTEND;TZID=America/New_York:20261107T113000
                     *     SUMMARY:Emma Carter · Standard Cleaning
                     *     LOCATION:12 Willow Lane\, Austin\, TX 78701
                     *     STATUS:CONFIRMED
                     *     END:VEVENT
                     *     END:VCALENDAR
                     */
                    "text/calendar": string;
                };
            };
            /** @description No such feed (unknown, malformed or revoked token) (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Case-insensitive search text. */
                q?: components["parameters"]["Q"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description How many matches to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Field to sort by; ties are broken by id. */
                sort?: "firstName" | "lastName" | "email" | "login" | "role" | "createdAt" | "lastLoginAt";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Only active (`true`) or only inactive (`false`) ones; both when omitted. */
                isActive?: components["parameters"]["IsActive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new user as form fields, with an optional avatar file. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UserCreateForm"];
            };
        };
        responses: {
            /** @description The created user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenOrUserLimit"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** @description The full user. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The login or e-mail is already taken (`details` names `login` or `email`), or the change would leave the organisation without an active MASTER (`CONFLICT`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The user is the caller or the last active MASTER (`CONFLICT`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadUserAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** @description The image in the form field `file`. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUpload"];
            };
        };
        responses: {
            /** @description The user with the new avatar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendUserPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The user's id.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted; the e-mail is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listClients: {
        parameters: {
            query?: {
                /** @description Case-insensitive search text. */
                q?: components["parameters"]["Q"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description How many matches to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Field to sort by; ties are broken by id. */
                sort?: "firstName" | "lastName" | "email" | "clientSince" | "createdAt";
                /** @description Sort direction. */
                order?: components["parameters"]["Order"];
                /** @description Only active (`true`) or only inactive (`false`) ones; both when omitted. */
                isActive?: components["parameters"]["IsActive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of clients. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The client and its addresses. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientCreate"];
            };
        };
        responses: {
            /** @description The created client. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's id.
                 * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
                 */
                id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's id.
                 * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
                 */
                id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        /** @description The full client, addresses included. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientUpdate"];
            };
        };
        responses: {
            /** @description The updated client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description An address left out of the list is used by jobs (`CONFLICT`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's id.
                 * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
                 */
                id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The client has jobs (`CONFLICT`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEntryCodeReveals: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description How many matches to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                /**
                 * @description The client's id.
                 * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
                 */
                id: components["parameters"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reveals, newest first. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryCodeReveal"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    revealEntryCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The address's id.
                 * @example e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b
                 */
                id: components["parameters"]["AddressId"];
            };
            cookie?: never;
        };
        /** @description The visit the code is revealed from (`{}` for none). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntryCodeRevealRequest"];
            };
        };
        responses: {
            /** @description The entry code (sent with `Cache-Control: no-store`); the reveal is recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller may not see this code now (`FORBIDDEN`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJobs: {
        parameters: {
            query: {
                /**
                 * @description First day, inclusive.
                 * @example 2026-11-29
                 */
                from: string;
                /**
                 * @description Last day, inclusive; at most 365 days after `from`.
                 * @example 2026-12-05
                 */
                to: string;
                /**
                 * @description Only this team's jobs.
                 * @example 5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e
                 */
                teamId?: string;
                /**
                 * @description Only jobs with one of these statuses (repeat the parameter for several).
                 * @example [
                 *       "SCHEDULED",
                 *       "IN_PROGRESS"
                 *     ]
                 */
                status?: components["schemas"]["JobStatus"][];
                /**
                 * @description Only this client's jobs.
                 * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
                 */
                clientId?: string;
                /** @description Page size. A week of a busy organisation fits in one page. */
                limit?: number;
                /** @description How many matches to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the matching jobs. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The job. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobInput"];
            };
        };
        responses: {
            /** @description The created job. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateJob: {
        parameters: {
            query?: {
                /** @description For a visit of a series, which visits the change applies to (`this` when omitted); ignored for a job that is not a visit. */
                scope?: components["parameters"]["Scope"];
            };
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /** @description The full job. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobInput"];
            };
        };
        responses: {
            /** @description The updated job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The status cannot follow the current one (`CONFLICT`, `details` names `status`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteJob: {
        parameters: {
            query?: {
                /** @description For a visit of a series, which visits the change applies to (`this` when omitted); ignored for a job that is not a visit. */
                scope?: components["parameters"]["Scope"];
            };
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    skipJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /** @description The kind of skip. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSkipInput"];
            };
        };
        responses: {
            /** @description The skipped job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The job is not `SCHEDULED` (`CONFLICT`, `details` names `status`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewSeriesChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /** @description The change to preview. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeriesChangeRequest"];
            };
        };
        responses: {
            /** @description What the change would do. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesChangePreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The change clashes with the job's state (`CONFLICT`), as the save would answer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listJobConflicts: {
        parameters: {
            query: {
                /**
                 * @description The job's date.
                 * @example 2026-12-03
                 */
                date: string;
                /**
                 * @description The team the job would have.
                 * @example 5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e
                 */
                teamId: string;
                /**
                 * @description The job's start on the organisation's clock; with `endTime`, or neither for a job without times.
                 * @example 09:00
                 */
                startTime?: components["schemas"]["TimeOfDay"];
                /**
                 * @description The job's end on the organisation's clock, after `startTime`; `00:00` is midnight at the end of the day.
                 * @example 11:30
                 */
                endTime?: components["schemas"]["TimeOfDay"];
                /**
                 * @description The job being moved or edited, left out of the overlap check; omit it for a new job.
                 * @example d2c1b0a9-8f7e-4d6c-b5a4-392817160504
                 */
                jobId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conflicts, none when the list is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobConflicts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listJobSeries: {
        parameters: {
            query?: {
                /**
                 * @description Only this client's series.
                 * @example 2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63
                 */
                clientId?: string;
                /**
                 * @description Only this team's series.
                 * @example 5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e
                 */
                teamId?: string;
                /** @description Only running (`ACTIVE`) or only ended (`ENDED`) series; both when omitted. */
                status?: components["schemas"]["JobSeriesStatus"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description How many matches to skip. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the matching series. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSeries"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createJobSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The series. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSeriesInput"];
            };
        };
        responses: {
            /** @description The created series. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSeries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewJobSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The draft rule. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecurrencePreviewRequest"];
            };
        };
        responses: {
            /** @description The first dates of the rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurrencePreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getJobSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The series' id.
                 * @example 7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090
                 */
                id: components["parameters"]["JobSeriesId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSeries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateJobSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The series' id.
                 * @example 7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090
                 */
                id: components["parameters"]["JobSeriesId"];
            };
            cookie?: never;
        };
        /** @description The full series. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSeriesInput"];
            };
        };
        responses: {
            /** @description The updated series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSeries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The client of a series cannot change (`CONFLICT`, `details` names `clientId`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endJobSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The series' id.
                 * @example 7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090
                 */
                id: components["parameters"]["JobSeriesId"];
            };
            cookie?: never;
        };
        /** @description When the series ends. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSeriesEnd"];
            };
        };
        responses: {
            /** @description The ended series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSeries"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJobTypes: {
        parameters: {
            query?: {
                /** @description Only active (`true`) or only inactive (`false`) ones; both when omitted. */
                isActive?: components["parameters"]["IsActive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobType"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createJobType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The job type. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobTypeInput"];
            };
        };
        responses: {
            /** @description The created job type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The name is already used (`CONFLICT`, `details` names `name`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateJobType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job type's id.
                 * @example 8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6
                 */
                id: components["parameters"]["JobTypeId"];
            };
            cookie?: never;
        };
        /** @description The full job type. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobTypeInput"];
            };
        };
        responses: {
            /** @description The updated job type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The name is already used (`CONFLICT`, `details` names `name`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteJobType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job type's id.
                 * @example 8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6
                 */
                id: components["parameters"]["JobTypeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Jobs use this job type (`CONFLICT`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAddressTypes: {
        parameters: {
            query?: {
                /** @description Only active (`true`) or only inactive (`false`) ones; both when omitted. */
                isActive?: components["parameters"]["IsActive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressType"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createAddressType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The address type. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressTypeInput"];
            };
        };
        responses: {
            /** @description The created address type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The name is already used (`CONFLICT`, `details` names `name`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAddressType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The address type's id.
                 * @example b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d
                 */
                id: components["parameters"]["AddressTypeId"];
            };
            cookie?: never;
        };
        /** @description The full address type. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressTypeInput"];
            };
        };
        responses: {
            /** @description The updated address type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The name is already used (`CONFLICT`, `details` names `name`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAddressType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The address type's id.
                 * @example b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d
                 */
                id: components["parameters"]["AddressTypeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Addresses use this address type (`CONFLICT`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTeams: {
        parameters: {
            query?: {
                /** @description Only active (`true`) or only inactive (`false`) ones; both when omitted. */
                isActive?: components["parameters"]["IsActive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teams. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The team. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamInput"];
            };
        };
        responses: {
            /** @description The created team. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenOrTeamLimit"];
            /** @description The name is already used (`CONFLICT`, `details` names `name`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The team's id.
                 * @example 5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The team's id.
                 * @example 5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The team has jobs (`CONFLICT`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The team's id.
                 * @example 5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e
                 */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        /** @description The team fields to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamUpdate"];
            };
        };
        responses: {
            /** @description The updated team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The name is already used (`CONFLICT`, `details` names `name`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsUsersGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/users"]["get"]["parameters"]["query"]["sort"]> = ["firstName", "lastName", "email", "login", "role", "createdAt", "lastLoginAt"];
export const pathsClientsGetParametersQuerySortValues: ReadonlyArray<FlattenedDeepRequired<paths>["/clients"]["get"]["parameters"]["query"]["sort"]> = ["firstName", "lastName", "email", "clientSince", "createdAt"];
export const roleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Role"]> = ["MASTER", "ADMIN", "CLEANER", "BILLING"];
export const jobStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobStatus"]> = ["SCHEDULED", "IN_PROGRESS", "COMPLETED", "CANCELLED"];
export const frequencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Frequency"]> = ["ONE_TIME", "EVERY_OTHER_DAY", "DAILY", "WEEKLY", "BI_WEEKLY", "MONTHLY", "EVERY_THREE_WEEKS", "EVERY_FOUR_WEEKS", "EVERY_FIVE_WEEKS", "EVERY_SIX_WEEKS", "EVERY_EIGHT_WEEKS", "EVERY_TWELVE_WEEKS", "FIRST_OF_MONTH", "SECOND_OF_MONTH", "THIRD_OF_MONTH", "FOURTH_OF_MONTH", "LAST_OF_MONTH", "WEEK_DAYS"];
export const weekdayValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Weekday"]> = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
export const paymentMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentMethod"]> = ["CASH", "CHECK", "CARD", "PAYPAL", "VENMO", "ZELLE", "SQUARE", "BANK_TRANSFER", "QUICKBOOKS", "MULTIPLE", "OTHER"];
export const chargeByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChargeBy"]> = ["FIXED", "PRESET_HOURS", "WORKED_HOURS", "PRESET_CLEANER_HOURS", "WORKED_CLEANER_HOURS"];
export const entryMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EntryMethod"]> = ["OPEN_DOOR", "KEY", "KEY_COPY", "CODE", "CALL", "CLIENT_AT_HOME"];
export const planCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PlanCode"]> = ["STARTER", "PRO", "BUSINESS"];
export const errorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorCode"]> = ["VALIDATION_FAILED", "UNAUTHORIZED", "TOKEN_EXPIRED", "FORBIDDEN", "NOT_FOUND", "CONFLICT", "PLAN_LIMIT_REACHED", "INVALID_RESET_TOKEN", "RATE_LIMITED", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "SERVICE_UNAVAILABLE", "INTERNAL"];
export const sortOrderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SortOrder"]> = ["asc", "desc"];
export const healthStatusStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["HealthStatus"]["status"]> = ["ok"];
export const seriesFrequencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SeriesFrequency"]> = ["DAILY", "EVERY_OTHER_DAY", "WEEKLY", "BI_WEEKLY", "EVERY_THREE_WEEKS", "EVERY_FOUR_WEEKS", "EVERY_FIVE_WEEKS", "EVERY_SIX_WEEKS", "EVERY_EIGHT_WEEKS", "EVERY_TWELVE_WEEKS", "MONTHLY", "FIRST_OF_MONTH", "SECOND_OF_MONTH", "THIRD_OF_MONTH", "FOURTH_OF_MONTH", "LAST_OF_MONTH", "WEEK_DAYS"];
export const seriesScopeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SeriesScope"]> = ["this", "following", "all"];
export const visitFieldValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["VisitField"]> = ["date", "scheduledStartTime", "scheduledEndTime", "addressId", "teamId", "jobTypeId", "chargeAmount", "chargeBy", "otherInformation"];
export const skipKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SkipKind"]> = ["CLIENT_SKIPPED", "COMPANY_MOVED", "LOCKOUT", "HOLIDAY", "OTHER"];
export const jobSeriesStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobSeriesStatus"]> = ["ACTIVE", "ENDED"];
export const seriesChangeRequestActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SeriesChangeRequest"]["action"]> = ["UPDATE", "DELETE"];
export const seriesChangePreviewActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SeriesChangePreview"]["action"]> = ["UPDATE", "DELETE"];
export const jobConflictKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobConflictKind"]> = ["TEAM_INACTIVE", "PAST_DATE", "OUTSIDE_HOURS", "TEAM_BUSY"];
