-- Accounts security review (issue 12, docs/accounts-security.md).

-- Wrong passwords are counted per (phone, IP) pair too: the owner's own network is not locked out
-- by guesses from elsewhere, and each pair's tries are slowed down one by one.
create index login_failures_pair_idx on login_failures (phone, ip, at desc);

-- A code sent for PURPOSE password proves a password change in the settings (PUT /users/me CODE).
alter table otp_codes drop constraint otp_codes_purpose_check;
alter table otp_codes add constraint otp_codes_purpose_check check (purpose in ('login', 'register', 'reset', 'password'));

-- When the session was opened by an SMS code (sign-in or registration by code): for 10 minutes that
-- session may set a new password without the current one ('Nouveau client !' right after the code).
alter table sessions add column code_verified_at timestamptz;
