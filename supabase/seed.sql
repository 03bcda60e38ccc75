-- DEMO DATA for local development, tests and demos. Never load this into production.
-- `supabase db reset` and the embedded stack run it on a fresh database only.
--
-- Demo accounts (all with password ConfettiDemo!2026):
--   demo@confetti.test  Dana Demo   11111111-1111-4111-8111-111111111111
--   sam@confetti.test   Sam Rivera  22222222-2222-4222-8222-222222222222
--   alex@confetti.test  Alex Chen   33333333-3333-4333-8333-333333333333
-- Dana's private party c0ffee00-0000-4000-8000-000000000013 has Sam (collaborator) and Alex
-- (view_only) as members, chat, and a pending invitation to newfriend@example.test whose link
-- is /invitation/demo0000000000000000000000000000000000000000000000000000newfriend: it works
-- signed out (answer without an account), as README's demo section says. A fixed, guessable token
-- is for demo data only; real ones are 64 random hex digits.

-- ---------------------------------------------------------------------------------------------
-- Users, the way Supabase seed files create them (auth.users + auth.identities). The
-- on_auth_user_created trigger creates their profiles.
-- ---------------------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('ConfettiDemo!2026', extensions.gen_salt('bf')), now() - u.age,
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('full_name', u.full_name, 'email_verified', true),
  now() - u.age, now() - u.age,
  '', '', '', ''
from (values
  ('11111111-1111-4111-8111-111111111111'::uuid, 'demo@confetti.test', 'Dana Demo',  interval '60 days'),
  ('22222222-2222-4222-8222-222222222222'::uuid, 'sam@confetti.test',  'Sam Rivera', interval '55 days'),
  ('33333333-3333-4333-8333-333333333333'::uuid, 'alex@confetti.test', 'Alex Chen',  interval '50 days')
) as u(id, email, full_name, age);

insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
select
  u.id, u.id, u.id::text, 'email',
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  u.created_at, u.created_at, u.created_at
from auth.users u
where u.id in ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333');

update public.profiles p set bio = b.bio
from (values
  ('11111111-1111-4111-8111-111111111111'::uuid, 'Demo account. Loves themed birthdays and a good playlist.'),
  ('22222222-2222-4222-8222-222222222222'::uuid, 'Demo account. Taco enthusiast and weekend host.'),
  ('33333333-3333-4333-8333-333333333333'::uuid, 'Demo account. Plans office events and family reunions.')
) as b(id, bio)
where p.id = b.id;

-- ---------------------------------------------------------------------------------------------
-- Party plans: 12 public ones across all 8 party types (Public Parties, Trending), 3 private.
-- ai_suggestions and party_timeline are derived from selected_suggestions below.
-- ---------------------------------------------------------------------------------------------
insert into public.party_plans (
  id, user_id, party_name, party_type, party_for, location, date, guest_count, budget,
  ideas, special_requests, selected_suggestions, is_public, created_at
) values
(
  'c0ffee00-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111',
  'Maya''s Enchanted Garden Birthday', 'Birthday Party', 'Maya', 'Portland, OR', current_date + 24, 18, '500-1000',
  'Demo party. A fairy-garden 7th birthday in the backyard with flower crowns, a potion bar and a treasure hunt.',
  'Two guests have nut allergies.',
  '{"partyNames":["Maya''s Enchanted Garden Birthday"],
    "themes":["Fairy Garden","Woodland Pixies"],
    "games":["Fairy treasure hunt","Pin the wings on the fairy","Flower crown workshop"],
    "food":["Mini fruit wands","Mushroom cupcakes","Pink lemonade potion bar"],
    "vendors":["Balloon garland artist","Face painter"],
    "products":["Flower crown kit","Fairy lights","Pastel tableware set"],
    "timeline":{
      "preParty":[{"task":"Send invitations","timeframe":"3 weeks before"},{"task":"Order cake","timeframe":"2 weeks before"}],
      "duringParty":[{"task":"Flower crown workshop","timeframe":"First 30 minutes"},{"task":"Treasure hunt","timeframe":"After cake"}],
      "afterParty":[{"task":"Send thank-you notes","timeframe":"Within a week"}]}}',
  true, now() - interval '2 days'
),
(
  'c0ffee00-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222',
  'Northwind Team Building Day', 'Corporate Event', 'Northwind Design Team', 'Austin, TX', current_date + 40, 45, '2500-5000',
  'Demo party. An outdoor team-building afternoon with a cook-off, relay games and a short awards ceremony.',
  'Vegetarian and gluten-free options needed.',
  '{"partyNames":["Northwind Field Day"],
    "themes":["Retro Field Day","Backyard Olympics"],
    "games":["Three-legged relay","Team trivia","Chili cook-off"],
    "food":["Taco bar","Grilled veggie skewers","Lemonade stand"],
    "vendors":["BBQ caterer","Lawn games rental","Photographer"],
    "products":["Team T-shirts","Medals","Portable speaker"],
    "timeline":{
      "preParty":[{"task":"Book the park pavilion","timeframe":"6 weeks before"},{"task":"Split into teams","timeframe":"1 week before"}],
      "duringParty":[{"task":"Welcome and warm-up","timeframe":"1:00 PM"},{"task":"Awards","timeframe":"4:30 PM"}],
      "afterParty":[{"task":"Share the photo album","timeframe":"Next day"}]}}',
  true, now() - interval '4 days'
),
(
  'c0ffee00-0000-4000-8000-000000000003', '33333333-3333-4333-8333-333333333333',
  'Priya & Jordan''s Engagement Party', 'Wedding/Engagement', 'Priya and Jordan', 'San Francisco, CA', current_date + 55, 60, 'over-5000',
  'Demo party. A golden-hour rooftop engagement party with string lights, a jazz trio and a signature cocktail.',
  'Keep the speeches short.',
  '{"partyNames":["Golden Hour Engagement"],
    "themes":["Golden Hour Rooftop","Modern Romance"],
    "games":["How well do you know the couple?","Guest advice cards"],
    "food":["Passed canapés","Raw bar","Champagne tower"],
    "vendors":["Jazz trio","Florist","Rooftop venue"],
    "products":["Edison string lights","Guest book","Gold cocktail napkins"],
    "timeline":{
      "preParty":[{"task":"Reserve the rooftop","timeframe":"2 months before"},{"task":"Tasting with the caterer","timeframe":"1 month before"}],
      "duringParty":[{"task":"Toast by the best friends","timeframe":"Sunset"},{"task":"First dance","timeframe":"8:00 PM"}],
      "afterParty":[{"task":"Return rentals","timeframe":"Next morning"}]}}',
  true, now() - interval '6 days'
),
(
  'c0ffee00-0000-4000-8000-000000000004', '11111111-1111-4111-8111-111111111111',
  'Leo''s Graduation Bash', 'Graduation', 'Leo', 'Chicago, IL', current_date + 33, 35, '1000-2500',
  'Demo party. A college graduation open house with a photo wall of four years, a slideshow and a food truck.',
  null,
  '{"partyNames":["Leo''s Graduation Bash","Class of the Year"],
    "themes":["School Colors","Oh, the Places You''ll Go"],
    "games":["Advice jar","Guess the graduate''s baby photo"],
    "food":["Food truck tacos","Graduation cap cupcakes","Sparkling cider"],
    "vendors":["Food truck","Photo booth rental"],
    "products":["Memory photo wall kit","Class banner","Autograph frame"],
    "timeline":{
      "preParty":[{"task":"Collect photos for the slideshow","timeframe":"3 weeks before"}],
      "duringParty":[{"task":"Slideshow and toast","timeframe":"Mid-afternoon"}],
      "afterParty":[{"task":"Frame the advice cards","timeframe":"Within two weeks"}]}}',
  true, now() - interval '8 days'
),
(
  'c0ffee00-0000-4000-8000-000000000005', '22222222-2222-4222-8222-222222222222',
  'Lakeview Loft Housewarming', 'Housewarming', 'Sam', 'Chicago, IL', current_date + 12, 25, 'moderate',
  'Demo party. An open-house housewarming with a make-your-own pizza station and a plant swap.',
  null,
  '{"partyNames":["Lakeview Loft Warming"],
    "themes":["Plant Swap Open House","Pizza Party Loft"],
    "games":["Plant swap","House tour scavenger hunt"],
    "food":["Build-your-own pizza","Caprese skewers","Tiramisu cups"],
    "vendors":["Pizza oven rental"],
    "products":["Welcome doormat","Succulent favors","Chalkboard menu sign"],
    "timeline":{
      "preParty":[{"task":"Unpack the living room","timeframe":"1 week before"},{"task":"Prep pizza dough","timeframe":"Day before"}],
      "duringParty":[{"task":"House tours","timeframe":"Every hour"}],
      "afterParty":[{"task":"Post a thank-you in the group chat","timeframe":"Next day"}]}}',
  true, now() - interval '10 days'
),
(
  'c0ffee00-0000-4000-8000-000000000006', '33333333-3333-4333-8333-333333333333',
  'Neighborhood Halloween Spooktacular', 'Holiday Party', 'The Maple Street neighbors', 'Denver, CO', current_date + 45, 80, 'under-500',
  'Demo party. A Halloween block party with a costume parade, trunk-or-treat and a haunted garage.',
  null,
  '{"partyNames":["Maple Street Spooktacular"],
    "themes":["Haunted Block Party","Classic Monsters"],
    "games":["Costume parade","Pumpkin bowling","Trunk-or-treat"],
    "food":["Witches'' brew punch","Mummy hot dogs","Caramel apples"],
    "vendors":["Fog machine rental"],
    "products":["Orange string lights","Costume contest ribbons","Candy buckets"],
    "timeline":{
      "preParty":[{"task":"Get a street permit","timeframe":"1 month before"},{"task":"Sign up trunk hosts","timeframe":"2 weeks before"}],
      "duringParty":[{"task":"Costume parade","timeframe":"5:30 PM"}],
      "afterParty":[{"task":"Street clean-up crew","timeframe":"9:00 PM"}]}}',
  true, now() - interval '12 days'
),
(
  'c0ffee00-0000-4000-8000-000000000007', '11111111-1111-4111-8111-111111111111',
  'Sip and See for Baby Ava', 'Baby Shower', 'Baby Ava', 'Seattle, WA', current_date + 20, 22, 'cheap',
  'Demo party. A relaxed sip-and-see brunch to meet the new baby, with a diaper raffle and a wishes tree.',
  'Quiet room for the baby to nap.',
  '{"partyNames":["Sip and See for Baby Ava"],
    "themes":["Little Lamb","Soft Sage Brunch"],
    "games":["Diaper raffle","Wishes for baby tree","Guess the baby food"],
    "food":["Mimosa and mocktail bar","Quiche bites","Berry parfaits"],
    "vendors":["Brunch caterer"],
    "products":["Wishes tree kit","Sage tableware","Baby milestone cards"],
    "timeline":{
      "preParty":[{"task":"Send invitations","timeframe":"3 weeks before"}],
      "duringParty":[{"task":"Meet baby Ava","timeframe":"First hour"},{"task":"Raffle draw","timeframe":"End of brunch"}],
      "afterParty":[{"task":"Thank-you cards","timeframe":"Within two weeks"}]}}',
  true, now() - interval '14 days'
),
(
  'c0ffee00-0000-4000-8000-000000000008', '22222222-2222-4222-8222-222222222222',
  'Backyard Taco Tuesday', 'Casual Get-together', 'Friends from climbing', 'Phoenix, AZ', current_date + 9, 12, 'cheap',
  'Demo party. A laid-back backyard taco night with lawn games and a salsa-tasting contest.',
  null,
  '{"partyNames":["Taco ''Bout a Party"],
    "themes":["Fiesta Backyard","Desert Sunset"],
    "games":["Cornhole","Salsa-tasting contest"],
    "food":["Street tacos","Elote","Agua fresca"],
    "vendors":[],
    "products":["Papel picado banner","Salsa bowls","Citronella candles"],
    "timeline":{
      "preParty":[{"task":"Shop for ingredients","timeframe":"Day before"}],
      "duringParty":[{"task":"Salsa judging","timeframe":"8:00 PM"}],
      "afterParty":[{"task":"Share the winning salsa recipe","timeframe":"Next day"}]}}',
  true, now() - interval '17 days'
),
(
  'c0ffee00-0000-4000-8000-000000000009', '33333333-3333-4333-8333-333333333333',
  'Grandpa Joe''s 80th', 'Birthday Party', 'Grandpa Joe', 'Boston, MA', current_date + 60, 50, '1000-2500',
  'Demo party. A family luncheon for an 80th birthday with a memory lane photo display and big-band music.',
  'Wheelchair-accessible venue.',
  '{"partyNames":["Eighty Years of Joe"],
    "themes":["Big Band Era","Memory Lane"],
    "games":["Family trivia","Then-and-now photo match"],
    "food":["Family-style Italian lunch","Cannoli","Birthday cake"],
    "vendors":["Restaurant private room","Big-band playlist DJ"],
    "products":["Memory book","80th banner","Vintage table numbers"],
    "timeline":{
      "preParty":[{"task":"Collect family photos","timeframe":"1 month before"}],
      "duringParty":[{"task":"Family toasts","timeframe":"After lunch"}],
      "afterParty":[{"task":"Share photos with the family","timeframe":"Within a week"}]}}',
  true, now() - interval '20 days'
),
(
  'c0ffee00-0000-4000-8000-000000000010', '11111111-1111-4111-8111-111111111111',
  'Friendsgiving Potluck', 'Holiday Party', 'Our friend group', 'Minneapolis, MN', current_date + 28, 16, 'under-500',
  'Demo party. A cozy Friendsgiving potluck with a gratitude board and a pie contest.',
  null,
  '{"partyNames":["Friendsgiving Feast"],
    "themes":["Harvest Table","Cozy Flannel"],
    "games":["Pie contest","Gratitude board","Charades"],
    "food":["Potluck sign-up dishes","Turkey","Three kinds of pie"],
    "vendors":[],
    "products":["Kraft paper table runner","Mini pumpkins","Place cards"],
    "timeline":{
      "preParty":[{"task":"Share the potluck sign-up","timeframe":"2 weeks before"},{"task":"Brine the turkey","timeframe":"Day before"}],
      "duringParty":[{"task":"Gratitude round","timeframe":"Before dinner"}],
      "afterParty":[{"task":"Pack leftovers for everyone","timeframe":"End of night"}]}}',
  true, now() - interval '23 days'
),
(
  'c0ffee00-0000-4000-8000-000000000011', '33333333-3333-4333-8333-333333333333',
  'Launch Night Rooftop Mixer', 'Corporate Event', 'Acme Product Launch', 'New York, NY', current_date + 38, 120, 'over-5000',
  'Demo party. A product-launch mixer with a live demo stage, neon signage and passed appetizers.',
  'Press list at the door.',
  '{"partyNames":["Launch Night"],
    "themes":["Neon Future","Blueprint Chic"],
    "games":["Demo station passport","Launch trivia"],
    "food":["Passed appetizers","Sushi station","Signature mocktail"],
    "vendors":["Event venue","AV production","Bartending service"],
    "products":["Neon sign","Branded lanyards","Photo backdrop"],
    "timeline":{
      "preParty":[{"task":"Confirm the press list","timeframe":"1 week before"},{"task":"AV run-through","timeframe":"Day before"}],
      "duringParty":[{"task":"Keynote demo","timeframe":"7:30 PM"}],
      "afterParty":[{"task":"Send the press kit","timeframe":"Next morning"}]}}',
  true, now() - interval '27 days'
),
(
  'c0ffee00-0000-4000-8000-000000000012', '22222222-2222-4222-8222-222222222222',
  'Bridal Shower Brunch', 'Wedding/Engagement', 'Elena', 'Nashville, TN', current_date + 50, 30, '500-1000',
  'Demo party. A garden bridal shower brunch with a mimosa bar, bouquet bar and advice for the bride.',
  null,
  '{"partyNames":["Brunch with the Bride"],
    "themes":["Garden Brunch","Something Blue"],
    "games":["Bridal bingo","He said, she said","Advice for the bride"],
    "food":["Mimosa bar","Waffle station","Lemon tart"],
    "vendors":["Florist","Brunch caterer"],
    "products":["Bouquet bar vases","Bride-to-be sash","Bingo cards"],
    "timeline":{
      "preParty":[{"task":"Coordinate with the bridesmaids","timeframe":"1 month before"}],
      "duringParty":[{"task":"Open gifts","timeframe":"After brunch"}],
      "afterParty":[{"task":"Gift list for thank-you notes","timeframe":"Same day"}]}}',
  true, now() - interval '31 days'
),
-- Private plans.
(
  'c0ffee00-0000-4000-8000-000000000013', '11111111-1111-4111-8111-111111111111',
  'Dana''s Surprise 30th', 'Birthday Party', 'Dana''s partner, Chris', '1234 Demo Street, Oakland, CA', current_date + 18, 40, '1000-2500',
  'Demo party. A surprise 30th with a 90s throwback theme, karaoke and a taco truck. Shared with Sam and Alex.',
  'Keep it secret from Chris! Arrive before 7 PM.',
  '{"partyNames":["Dirty Thirty: 90s Edition"],
    "themes":["90s Throwback","Neon Karaoke Night"],
    "games":["Karaoke battle","90s trivia","Guess the year"],
    "food":["Taco truck","Pizza rolls","Birthday cake"],
    "vendors":["Taco truck","Karaoke machine rental"],
    "products":["Neon party glasses","Inflatable boombox","Photo booth props"],
    "timeline":{
      "preParty":[{"task":"Book the taco truck","timeframe":"3 weeks before"},{"task":"Build the 90s playlist","timeframe":"1 week before"}],
      "duringParty":[{"task":"SURPRISE!","timeframe":"7:15 PM"},{"task":"Karaoke battle","timeframe":"9:00 PM"}],
      "afterParty":[{"task":"Return the karaoke machine","timeframe":"Next day"}]}}',
  false, now() - interval '5 days'
),
(
  'c0ffee00-0000-4000-8000-000000000014', '22222222-2222-4222-8222-222222222222',
  null, 'Corporate Event', 'Pat''s retirement', '500 Demo Plaza, Austin, TX', current_date + 70, 30, 'moderate',
  'Demo party. A private retirement send-off for Pat with a roast and a memory book.',
  null, null,
  false, now() - interval '9 days'
),
(
  'c0ffee00-0000-4000-8000-000000000015', '33333333-3333-4333-8333-333333333333',
  'Board Game Night', 'Casual Get-together', 'Alex''s friends', '42 Demo Lane, Denver, CO', current_date + 7, 8, 'cheap',
  'Demo party. A private board game night with snacks and a Catan tournament.',
  null, null,
  false, now() - interval '3 days'
);

update public.party_plans
   set ai_suggestions = selected_suggestions,
       party_timeline = selected_suggestions -> 'timeline'
 where id::text like 'c0ffee00-0000-4000-8000-%' and selected_suggestions is not null;

-- Demo data: the wizard's start times and type-specific answers (docs/product.md#party-plans).
update public.party_plans p
   set time_of_day = v.time_of_day::time, details = v.details::jsonb
  from (values
    ('c0ffee00-0000-4000-8000-000000000001', '14:00', '{"birthdayAge": 7}'),
    ('c0ffee00-0000-4000-8000-000000000002', '10:00', '{"companyName": "Northwind Design", "corporateEventType": "Team Building"}'),
    ('c0ffee00-0000-4000-8000-000000000003', '18:30', '{"weddingType": "Engagement Party", "partner1Name": "Priya", "partner2Name": "Jordan"}'),
    ('c0ffee00-0000-4000-8000-000000000004', '15:00', '{"graduationLevel": "High School", "graduateName": "Leo"}'),
    ('c0ffee00-0000-4000-8000-000000000006', '17:00', '{"selectedHoliday": "Halloween"}'),
    ('c0ffee00-0000-4000-8000-000000000007', '11:00', '{"babyShowerType": "Sip and See"}'),
    ('c0ffee00-0000-4000-8000-000000000009', '16:00', '{"birthdayAge": 80}'),
    ('c0ffee00-0000-4000-8000-000000000010', '16:30', '{"selectedHoliday": "Thanksgiving"}'),
    ('c0ffee00-0000-4000-8000-000000000011', '19:00', '{"companyName": "Acme", "corporateEventType": "Product Launch"}'),
    ('c0ffee00-0000-4000-8000-000000000012', '11:30', '{"weddingType": "Bridal Shower", "partner1Name": "Elena"}'),
    ('c0ffee00-0000-4000-8000-000000000013', '19:30', '{"birthdayAge": 30}'),
    ('c0ffee00-0000-4000-8000-000000000014', '17:30', '{"companyName": "Demo Co", "corporateEventType": "Retirement Party"}')
  ) as v(id, time_of_day, details)
 where p.id = v.id::uuid;

-- ---------------------------------------------------------------------------------------------
-- Public templates (location- and date-free).
-- ---------------------------------------------------------------------------------------------
insert into public.party_templates (id, original_party_id, party_type, budget, guest_count, ideas, details, created_by, created_at)
select gen_random_uuid(), p.id, p.party_type, p.budget, p.guest_count, p.ideas, p.details, p.user_id, p.created_at + interval '1 hour'
from public.party_plans p
where p.id in (
  'c0ffee00-0000-4000-8000-000000000001', 'c0ffee00-0000-4000-8000-000000000003',
  'c0ffee00-0000-4000-8000-000000000005', 'c0ffee00-0000-4000-8000-000000000008');

-- ---------------------------------------------------------------------------------------------
-- Dana's shared party: members, invitations, vendors and chat.
-- ---------------------------------------------------------------------------------------------
insert into public.party_members (party_id, user_id, permission_level, created_at) values
  ('c0ffee00-0000-4000-8000-000000000013', '22222222-2222-4222-8222-222222222222', 'collaborator', now() - interval '4 days'),
  ('c0ffee00-0000-4000-8000-000000000013', '33333333-3333-4333-8333-333333333333', 'view_only',    now() - interval '3 days');

insert into public.party_invitations (
  party_id, invited_by, invited_email, invited_user_id, permission_level, response_type, status,
  invitation_token, view_count, expires_at, created_at, responded_at
) values
  ('c0ffee00-0000-4000-8000-000000000013', '11111111-1111-4111-8111-111111111111', 'sam@confetti.test',
   '22222222-2222-4222-8222-222222222222', 'collaborator', 'collaboration', 'accepted',
   encode(extensions.gen_random_bytes(32), 'hex'), 1, now() + interval '9 days', now() - interval '5 days', now() - interval '4 days'),
  ('c0ffee00-0000-4000-8000-000000000013', '11111111-1111-4111-8111-111111111111', 'newfriend@example.test',
   null, 'view_only', 'attendance', 'pending',
   'demo0000000000000000000000000000000000000000000000000000newfriend', 0, now() + interval '12 days', now() - interval '2 days', null);

insert into public.party_vendors (party_id, name, category, address, phone, website, price_level, business_status, source, created_by, created_at) values
  ('c0ffee00-0000-4000-8000-000000000013', 'Demo Taco Truck Co.', 'Catering', 'Oakland, CA', null, null, '$$', 'OPERATIONAL', 'user_added',
   '22222222-2222-4222-8222-222222222222', now() - interval '3 days'),
  ('c0ffee00-0000-4000-8000-000000000013', 'Demo Karaoke Rentals', 'Equipment Rental', 'Oakland, CA', null, null, '$', 'OPERATIONAL', 'user_added',
   '11111111-1111-4111-8111-111111111111', now() - interval '2 days'),
  ('c0ffee00-0000-4000-8000-000000000001', 'Demo Balloon Studio', 'Decorations', 'Portland, OR', null, null, '$$', 'OPERATIONAL', 'user_added',
   '11111111-1111-4111-8111-111111111111', now() - interval '1 day');

insert into public.party_chat_messages (party_id, user_id, message, message_type, created_at) values
  ('c0ffee00-0000-4000-8000-000000000013', '11111111-1111-4111-8111-111111111111',
   'Welcome to the planning chat! Remember: Chris must not find out.', 'text', now() - interval '4 days'),
  ('c0ffee00-0000-4000-8000-000000000013', '22222222-2222-4222-8222-222222222222',
   'I called the taco truck, they are free that night. Adding them to vendors.', 'text', now() - interval '3 days 20 hours'),
  ('c0ffee00-0000-4000-8000-000000000013', '33333333-3333-4333-8333-333333333333',
   'Count me in! I can bring the inflatable boombox.', 'text', now() - interval '3 days'),
  ('c0ffee00-0000-4000-8000-000000000013', '11111111-1111-4111-8111-111111111111',
   'Perfect. Sam, can you take charge of the 90s playlist?', 'text', now() - interval '2 days'),
  ('c0ffee00-0000-4000-8000-000000000013', '22222222-2222-4222-8222-222222222222',
   'On it. No skipping the Spice Girls.', 'text', now() - interval '1 day');

-- ---------------------------------------------------------------------------------------------
-- Dana's shared party: a budget, and owners on its checklist (the tasks came from its timeline).
-- Alex is view-only and may still tick the task he owns (docs/decisions.md#who-may-tick-a-task).
-- ---------------------------------------------------------------------------------------------
insert into public.party_expenses (party_id, description, category, estimated_cents, actual_cents, paid, paid_by, vendor_id, created_by, created_at)
select 'c0ffee00-0000-4000-8000-000000000013', e.description, e.category, e.estimated_cents, e.actual_cents, e.paid, e.paid_by::uuid,
       (select v.id from public.party_vendors v where v.party_id = 'c0ffee00-0000-4000-8000-000000000013' and v.name = e.vendor),
       '11111111-1111-4111-8111-111111111111', now() - e.age
  from (values
    ('Taco truck (40 guests)', 'Catering', 80000, 84000, true, '22222222-2222-4222-8222-222222222222', 'Demo Taco Truck Co.', interval '3 days'),
    ('Karaoke machine', 'Equipment Rental', 15000, null, false, null, 'Demo Karaoke Rentals', interval '2 days'),
    ('Birthday cake', 'Bakery/Cakes', 9000, null, false, null, null, interval '1 day')
  ) as e(description, category, estimated_cents, actual_cents, paid, paid_by, vendor, age);

update public.party_tasks t
   set owner_id = v.owner_id::uuid
  from (values
    ('Book the taco truck', '22222222-2222-4222-8222-222222222222'),
    ('Build the 90s playlist', '22222222-2222-4222-8222-222222222222'),
    ('Return the karaoke machine', '33333333-3333-4333-8333-333333333333')
  ) as v(title, owner_id)
 where t.party_id = 'c0ffee00-0000-4000-8000-000000000013' and t.title = v.title;
