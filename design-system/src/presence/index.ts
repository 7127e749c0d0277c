export { PresenceList, presenceSentence, type PresenceListProps, type PresencePerson } from "./presence-list";
