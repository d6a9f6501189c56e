import type { Relationship } from "@/lib/accounts/relationships";

/** Each relationship's message key in the FamilySection namespace. */
export const RELATIONSHIP_KEYS = {
  child: "relationshipChild",
  parent: "relationshipParent",
  spouse: "relationshipSpouse",
  sibling: "relationshipSibling",
  other: "relationshipOther",
} as const satisfies Record<Relationship, string>;
