// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
