"""Benchmarks: timing scripts for the hot paths (rules, solver, drawing)."""
