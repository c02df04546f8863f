import { zh } from "../../../src/text/zh.ts";
import { addDictionary } from "../../../src/ui/i18n/dictionaries.ts";

// The page loads Chinese on demand; tests render either language synchronously, so both are here.
addDictionary("zh", zh);
