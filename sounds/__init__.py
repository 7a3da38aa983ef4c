"""Sound effects: synth.py makes the committed *.wav files from the signal building
blocks of dsp.py, bank.py plays them.

    python -m sounds.synth      # regenerate sounds/*.wav (byte-for-byte reproducible)

Importing this package does nothing: no pygame, no mixer, no files read.
"""
