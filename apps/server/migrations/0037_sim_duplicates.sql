-- Issue 31, items 7 and 8 (docs/mobile-offer.md#one-open-reservation-per-id-document): a SIM
-- reservation for an ID document that already has an open one is no longer refused (the refusal
-- told anyone whether that ID number had an open request). It is stored like any other, flagged for
-- support and linked to the open request it duplicates; only unflagged requests hold the one-open
-- rule, so a flagged duplicate never blocks the document's holder.

alter table sim_reservations add column flagged boolean not null default false;
-- The open request it duplicated when it was sent (kept as a link; the flag stays if that one goes).
alter table sim_reservations add column duplicate_of bigint references sim_reservations (id) on delete set null;

drop index sim_reservations_open_idx;
create unique index sim_reservations_open_idx on sim_reservations (id_hash) where status in ('recue', 'en_traitement') and not flagged;
-- The caller's own open requests for one document (answered 409 RESERVATION_EXISTS: their own data).
create index sim_reservations_hash_idx on sim_reservations (id_hash, user_id) where status in ('recue', 'en_traitement');
