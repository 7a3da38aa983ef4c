"""User data: settings (and later saves and statistics), kept in the user's data directory."""
