-- Issue 36, part 3 (docs/family.md#figures-and-history): the family's figures of the month and its
-- dated history, built from the ledger, the lists, the games and the memberships. Each shopper says
-- whether their own activity is shown to their family: one row per shopper who answered; no row is
-- "not shared" (opt-in, the shopper turns it on from « Ma Famille »).

create table family_sharing (
  user_id integer primary key references users (id) on delete cascade,
  shares boolean not null,
  updated_at timestamptz not null
);

-- The history reads, per person of the family, their rows newest first.
create index points_ledger_transfer_out_idx on points_ledger (user_id, at desc, id desc) where kind = 'transfer_out';
create index shopping_lists_finished_idx on shopping_lists (owner_id, finished_at desc, id desc) where finished_at is not null;
-- A member joined when they accepted (the app's clock); the row's own created_at otherwise.
create index family_invitations_accepted_idx on family_invitations (family_id, invitee_id, id desc) where status = 'accepted';
