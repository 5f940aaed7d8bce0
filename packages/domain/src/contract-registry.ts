// The names under which request and response schemas appear in the OpenAPI document (`components/schemas`).
//
// Not zod's global registry: since zod 4.1 that one lives on globalThis and is shared by every copy of
// zod in the process, and the storefront's server bundle carries its own copy of these contracts. Its
// schemas then took the same ids as the API's, and building the document failed with "Duplicate schema
// id LocalizedText" (GET /api/docs/json answered 500 in production). Each copy of this module has its
// own registry, so only the schemas the API itself uses are named in its document.
import { z } from 'zod';

export interface ContractMeta {
  id: string;
  description?: string;
}

class ContractRegistry extends z.core.$ZodRegistry<ContractMeta> {
  /** Own names first, over what `.describe()` put in the global registry (field descriptions). */
  override get(schema: z.core.$ZodType): ContractMeta | undefined {
    const own = super.get(schema);
    const global = z.globalRegistry.get(schema);
    if (!own && !global) return undefined;
    return { ...global, ...own } as ContractMeta;
  }
}

export const contractRegistry = new ContractRegistry();
