-- Issue 35, item 2 (docs/architecture.md#languages): every text the chain writes has its Arabic
-- form, edited beside the French in the back office, which warns when the Arabic is empty but lets
-- staff save; the API then serves the French in its place. A campaign's title and a prize's label
-- required their Arabic (1 character at least): they may now be empty, like the other Arabic
-- texts (wallet offers, promo notes, catalogue titles, FAQ, broadcasts), with the same bound.

alter table campaigns drop constraint campaigns_title_ar_check;
alter table campaigns add constraint campaigns_title_ar_check check (length(title_ar) <= 120);

alter table campaign_prizes drop constraint campaign_prizes_label_ar_check;
alter table campaign_prizes add constraint campaign_prizes_label_ar_check check (length(label_ar) <= 80);
