-- Back office (docs/back-office.md#passwords): a password given by someone else (an admin's
-- creation or reset) must be changed at the first sign-in; until then the session reaches only
-- the password change, the profile and the sign-out.
alter table staff add column password_change_required boolean not null default false;
