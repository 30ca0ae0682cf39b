-- Back office (docs/back-office.md#second-factor): wrong TOTP and recovery codes are counted per
-- staff member, whatever the sign-in ticket. Every try of a member runs under a lock of their row
-- (select … for update), so parallel guesses are counted one by one.
-- Wrong codes since the last accepted one: after 3 each try waits 1 s, 2 s, 4 s…; at 10 the factor locks.
alter table staff add column factor_failures integer not null default 0;
-- When the newest wrong code was given (the delay runs from it).
alter table staff add column factor_failed_at timestamptz;
-- Locked: no ticket, no code until an admin lifts it (a right password alone never does).
alter table staff add column factor_locked_at timestamptz;
-- Wrong codes since the member last signed in: told to them at their next sign-in, then forgotten.
alter table staff add column factor_unseen_failures integer not null default 0;
