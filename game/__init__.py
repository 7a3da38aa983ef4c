"""Aisle Five: five classic patience games (rules core, solver, engine, scenes, stores)."""
