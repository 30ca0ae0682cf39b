-- A list's members are always members of its family (issue 31, docs/shopping-lists.md#family-rule).
-- "Family" is the circle of docs/family.md: two shoppers share a family when one owns a family the
-- other is a member of, or both are members of one. The rule is kept here, for every path:
--   * a shopping_list_members row whose user does not share a family with the list's owner is
--     refused (check_violation, constraint shopping_list_members_family);
--   * when a family membership ends (leaving, removed by the owner, an account or a family deleted),
--     the list memberships it was the reason for go in the same statement, and those lists' versions
--     move (the live stream and the apps' catch-up compare them).

-- Whether two different users share a family.
create function shares_family(a integer, b integer) returns boolean language sql stable as $$
  select a <> b and exists (
    select 1
    from (select id from families where owner_id = a union all select family_id from family_members where user_id = a) fa
    join (select id from families where owner_id = b union all select family_id from family_members where user_id = b) fb on fb.id = fa.id
  )
$$;

-- A new or changed list membership must be family. The memberships that make it so are locked
-- (for share) first: a leave running at the same time waits for this transaction, then removes the
-- row it made; a leave already done is seen, and the row is refused.
create function shopping_list_members_family_only() returns trigger language plpgsql as $$
declare
  owner integer;
begin
  select owner_id into owner from shopping_lists where id = new.list_id;
  if owner is null then
    return new; -- the list's foreign key refuses it
  end if;
  perform 1 from family_members where user_id in (owner, new.user_id) for share;
  if not shares_family(owner, new.user_id) then
    raise exception 'user % is not of the family of list %''s owner', new.user_id, new.list_id
      using errcode = 'check_violation', constraint = 'shopping_list_members_family';
  end if;
  return new;
end
$$;
create trigger shopping_list_members_family before insert or update of list_id, user_id on shopping_list_members
  for each row execute function shopping_list_members_family_only();

-- A family membership that ends takes with it the list memberships that no longer share a family:
-- the leaver's on the others' lists, and the others' on the leaver's lists.
create function family_members_end_list_access() returns trigger language plpgsql as $$
begin
  with gone as (
    delete from shopping_list_members s
    using shopping_lists l
    where l.id = s.list_id
      and (s.user_id = old.user_id or l.owner_id = old.user_id)
      and not shares_family(l.owner_id, s.user_id)
    returning s.list_id
  )
  update shopping_lists set version = version + 1 where id in (select list_id from gone);
  return null;
end
$$;
create trigger family_members_end_list_access after delete or update of family_id, user_id on family_members
  for each row execute function family_members_end_list_access();

-- The memberships left behind before this rule (shoppers who had left a family kept its lists).
with gone as (
  delete from shopping_list_members s
  using shopping_lists l
  where l.id = s.list_id and not shares_family(l.owner_id, s.user_id)
  returning s.list_id
)
update shopping_lists set version = version + 1 where id in (select list_id from gone);
