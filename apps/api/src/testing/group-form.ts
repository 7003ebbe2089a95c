/** A special-offer group's form as its editor sends it (the groups' kind), with these members in order. */
export function groupForm(members: number[], namePl = 'Promocja') {
  return {
    type: 'promotion',
    namePl,
    nameEn: 'Promotion',
    descriptionPl: '<p>Taniej.</p>',
    descriptionEn: '<p>Cheaper.</p>',
    image: null,
    voivodeship: null,
    sortOrder: 1,
    members,
  };
}
