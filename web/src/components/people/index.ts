export { PersonChip, PersonFaces, displayName, type ChipPerson } from './person-chip';
