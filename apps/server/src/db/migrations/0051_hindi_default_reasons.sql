-- The default reasons' Hindi names for stores seeded before they had them; a Hindi name the merchant wrote stays.
UPDATE "reasons" AS r
SET "translations" = r."translations" || jsonb_build_object('hi', d.hi)
FROM (VALUES
  ('size too small', 'साइज़ छोटा है'),
  ('size too large', 'साइज़ बड़ा है'),
  ('damaged or defective', 'टूटा हुआ या खराब'),
  ('wrong item received', 'गलत सामान मिला'),
  ('not as described', 'विवरण से अलग'),
  ('quality not as expected', 'गुणवत्ता उम्मीद से कम'),
  ('changed my mind', 'मेरा मन बदल गया'),
  ('found a better price', 'कहीं और सस्ता मिला'),
  ('want a different colour', 'दूसरा रंग चाहिए'),
  ('other', 'अन्य')
) AS d(name, hi)
WHERE lower(r."name") = d.name AND r."translations" ->> 'hi' IS NULL;
